/** Sends a login code by SMS. Throws when the provider did not accept the message. */
export interface SmsSender {
  readonly name: 'log' | 'tencent';
  sendLoginCode(phone: string, code: string): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

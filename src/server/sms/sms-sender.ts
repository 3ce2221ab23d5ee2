/** What a 督学 reminder SMS says: whose tasks, how many are left today and their minutes. */
export type ReminderMessage = { learnerName: string; tasks: number; minutes: number; evening: boolean };

/** Sends login codes and 督学 reminders by SMS. Throws when the provider did not accept the message. */
export interface SmsSender {
  readonly name: 'log' | 'tencent';
  sendLoginCode(phone: string, code: string): Promise<void>;
  /** False when no reminder template is configured: reminders then stay in the app's notification centre. */
  readonly sendsReminders: boolean;
  sendReminder(phone: string, message: ReminderMessage): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

/** The reminder as the log sender writes it, and as the Tencent template is registered (its three parameters). */
export function reminderText(message: ReminderMessage): string {
  return message.evening
    ? `【AI伴学】${message.learnerName}同学，今天还有${message.tasks}项学习任务（约${message.minutes}分钟）没有完成，加油完成它吧！`
    : `【AI伴学】${message.learnerName}同学，今天有${message.tasks}项学习任务（约${message.minutes}分钟），打开AI伴学开始学习吧。`;
}

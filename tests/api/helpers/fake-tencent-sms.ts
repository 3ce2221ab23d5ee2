import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** What the fake received: the headers and the parsed JSON body of one request. */
export type ReceivedSmsRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/** How the fake answers the next requests: Tencent's status code for the message, or a bare HTTP failure. */
export type FakeSmsAnswer = { sendStatus: string } | { httpStatus: number; body: string } | { apiError: string };

export type FakeTencentSms = {
  /** host:port for TENCENT_SMS_ENDPOINT */
  endpoint: string;
  received: ReceivedSmsRequest[];
  answer: (next: FakeSmsAnswer) => void;
  close: () => Promise<void>;
};

/** The environment that points the app's Tencent sender at the fake. */
export function tencentEnv(fake: FakeTencentSms): Record<string, string> {
  return {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKIDtestsecretid',
    TENCENT_SMS_SECRET_KEY: 'testsecretkey',
    TENCENT_SMS_SDK_APP_ID: '1400000001',
    TENCENT_SMS_SIGN_NAME: 'AI伴学',
    TENCENT_SMS_TEMPLATE_ID: '2000001',
    TENCENT_SMS_ENDPOINT: fake.endpoint,
  };
}

/** The body of a SendSms request (API 2021-01-11) as far as the tests read it. */
export const sendSmsBodySchema = z.object({
  SmsSdkAppId: z.string(),
  SignName: z.string(),
  TemplateId: z.string(),
  TemplateParamSet: z.array(z.string()),
  PhoneNumberSet: z.array(z.string()),
});

const phoneOf = (body: unknown) => sendSmsBodySchema.safeParse(body).data?.PhoneNumberSet[0] ?? '';

/** The code of the last SendSms request the fake received for a mainland phone (sent as +86…). */
export function lastSentCode(fake: FakeTencentSms, phone: string): string {
  const last = fake.received.filter((request) => phoneOf(request.body) === `+86${phone}`).at(-1);
  const code = last && sendSmsBodySchema.parse(last.body).TemplateParamSet[0];
  if (!code) throw new Error(`the fake received no SendSms request for +86${phone}`);
  return code;
}

/**
 * A local stand-in for Tencent Cloud's SendSms API (v3, 2021-01-11) on 127.0.0.1: it records every request and
 * answers like the real service, `Ok` unless told otherwise.
 */
export async function startFakeTencentSms(): Promise<FakeTencentSms> {
  const received: ReceivedSmsRequest[] = [];
  let next: FakeSmsAnswer = { sendStatus: 'Ok' };

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text: the test sees what arrived
      }
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const requestId = `fake-${received.length}`;
      if ('httpStatus' in next) {
        response.writeHead(next.httpStatus, { 'content-type': 'text/plain' }).end(next.body);
        return;
      }
      const reply =
        'apiError' in next
          ? { Response: { Error: { Code: next.apiError, Message: 'refused by the fake' }, RequestId: requestId } }
          : {
              Response: {
                SendStatusSet: [
                  {
                    SerialNo: next.sendStatus === 'Ok' ? '2028:fake' : '',
                    PhoneNumber: phoneOf(body),
                    Fee: next.sendStatus === 'Ok' ? 1 : 0,
                    SessionContext: '',
                    Code: next.sendStatus,
                    Message: next.sendStatus === 'Ok' ? 'send success' : 'refused by the fake',
                    IsoCode: 'CN',
                  },
                ],
                RequestId: requestId,
              },
            };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `127.0.0.1:${port}`,
    received,
    answer: (answer) => {
      next = answer;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

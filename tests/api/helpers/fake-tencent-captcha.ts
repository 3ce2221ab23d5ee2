import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** The keys the app is configured with; the fake checks each request's signature with the secret key. */
export const FAKE_CAPTCHA_KEYS = {
  appId: '190000001',
  appSecretKey: 'captcha-app-secret-key',
  secretId: 'AKIDcaptchatestsecretid',
  secretKey: 'captcha-api-secret-key',
} as const;

/** One DescribeCaptchaResult request as the fake received it, and whether its TC3-HMAC-SHA256 signature held. */
export type ReceivedCaptchaRequest = { headers: http.IncomingHttpHeaders; body: unknown; signatureValid: boolean };

/** How the fake answers the next requests: a CaptchaCode (1 passes), or a bare HTTP failure. */
export type FakeCaptchaAnswer = { captchaCode: number } | { httpStatus: number; body: string };

export type FakeTencentCaptcha = {
  /** host:port for TENCENT_CAPTCHA_ENDPOINT */
  endpoint: string;
  received: ReceivedCaptchaRequest[];
  answer: (next: FakeCaptchaAnswer) => void;
  close: () => Promise<void>;
};

/** The environment that makes Tencent's captcha the human check, verified by the fake. */
export function tencentCaptchaEnv(fake: FakeTencentCaptcha): Record<string, string> {
  return {
    HUMAN_CHECK_PROVIDER: 'tencent',
    TENCENT_CAPTCHA_APP_ID: FAKE_CAPTCHA_KEYS.appId,
    TENCENT_CAPTCHA_APP_SECRET_KEY: FAKE_CAPTCHA_KEYS.appSecretKey,
    TENCENT_CAPTCHA_SECRET_ID: FAKE_CAPTCHA_KEYS.secretId,
    TENCENT_CAPTCHA_SECRET_KEY: FAKE_CAPTCHA_KEYS.secretKey,
    TENCENT_CAPTCHA_ENDPOINT: fake.endpoint,
  };
}

/** The body of a DescribeCaptchaResult request (API 2019-07-22). */
export const describeCaptchaResultBodySchema = z.object({
  CaptchaType: z.number(),
  Ticket: z.string(),
  UserIp: z.string(),
  Randstr: z.string(),
  CaptchaAppId: z.number(),
  AppSecretKey: z.string(),
});

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Checks a Tencent Cloud API v3 signature (TC3-HMAC-SHA256, cloud.tencent.com/document/api/1112/36926 common
 * parameters) the way the service does: the canonical request from the signed headers and the body, the string to
 * sign from X-TC-Timestamp and the credential scope, the key derived from the secret key.
 */
export function tc3SignatureHolds(
  method: string,
  path: string,
  headers: http.IncomingHttpHeaders,
  rawBody: string,
  secretId: string,
  secretKey: string,
): boolean {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(headers.authorization ?? ''),
    );
  if (!match) return false;
  const [, id, date, service, signedHeaders = '', signature] = match;
  const timestamp = Number(headers['x-tc-timestamp']);
  if (id !== secretId || !Number.isInteger(timestamp) || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  // The SDK signs the host without its port.
  const headerValue = (name: string) => (name === 'host' ? String(headers.host ?? '').replace(/:\d+$/, '') : String(headers[name] ?? ''));
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${headerValue(name).trim()}\n`)
    .join('');
  const [pathname = '/', query = ''] = path.split('?');
  const canonicalRequest = [method, pathname, query, canonicalHeaders, signedHeaders, sha256Hex(rawBody)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date ?? ''), service ?? ''), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === signature;
}

/**
 * A local stand-in for Tencent Cloud's DescribeCaptchaResult (captcha API 2019-07-22) on 127.0.0.1: it records every
 * request with whether its signature holds for FAKE_CAPTCHA_KEYS, and answers CaptchaCode 1 unless told otherwise.
 * A request with a bad signature gets Tencent's AuthFailure.SignatureFailure.
 */
export async function startFakeTencentCaptcha(): Promise<FakeTencentCaptcha> {
  const received: ReceivedCaptchaRequest[] = [];
  let next: FakeCaptchaAnswer = { captchaCode: 1 };

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
      const signatureValid = tc3SignatureHolds(
        request.method ?? '',
        request.url ?? '/',
        request.headers,
        raw,
        FAKE_CAPTCHA_KEYS.secretId,
        FAKE_CAPTCHA_KEYS.secretKey,
      );
      received.push({ headers: request.headers, body, signatureValid });
      const RequestId = `fake-captcha-${received.length}`;
      if ('httpStatus' in next) {
        response.writeHead(next.httpStatus, { 'content-type': 'text/plain' }).end(next.body);
        return;
      }
      const reply = signatureValid
        ? {
            Response: {
              CaptchaCode: next.captchaCode,
              CaptchaMsg: next.captchaCode === 1 ? 'OK' : 'refused by the fake',
              EvilLevel: 0,
              GetCaptchaTime: 0,
              RequestId,
            },
          }
        : { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'the signature does not hold' }, RequestId } };
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

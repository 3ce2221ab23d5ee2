import { maskPhone } from '../contract/accounts.ts';

/**
 * What never goes into a log line: phones (masked as the console masks them, 138****0000), SMS and TOTP codes,
 * tokens, passwords, keys and signatures. Applied twice: the request serializer rewrites each URL's query, and every
 * finished line passes redactLogLine, so error objects, messages and whatever a caller logs are covered too.
 */
export const REDACTED = '[redacted]';

/** Query parameters and JSON keys whose value is a secret whatever it looks like. */
const SECRET_NAMES = [
  'password',
  'newPassword',
  'oneTimePassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'deviceToken',
  'secret',
  'appSecret',
  'app_secret',
  'apiKey',
  'api_key',
  'apiv3Key',
  'privateKey',
  'private_key',
  'authorization',
  'cookie',
  'set-cookie',
  'sign',
  'paySign',
  'signature',
  'smsCode',
  'totpCode',
  'wechatOauthCode',
  'challenge',
  'enrolment',
  'otpauthUrl',
];
const secretName = new Set(SECRET_NAMES.map((name) => name.toLowerCase()));
/** `code` is a secret in a query (an SMS code, WeChat's OAuth code); in JSON only when it is digits (SMS, TOTP), not an error code. */
const isSecretQueryName = (name: string) => secretName.has(name.toLowerCase()) || name.toLowerCase() === 'code';
const isPhoneName = (name: string) => /^(phone|mobile|phoneNumber|phone_number)$/i.test(name);

/** A mainland mobile number, alone or after +86/86, not inside a longer run of digits. */
const PHONE = /(?<!\d)((?:\+|%2B)?86[- ]?)?(1[3-9]\d{9})(?!\d)/g;
const keyAlternation = SECRET_NAMES.join('|');
/** "key":"value" in a JSON line. */
const SECRET_JSON_VALUE = new RegExp(`("(?:${keyAlternation})"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** The same inside a JSON string (an error message quoting a body): \"key\":\"value\". */
const SECRET_ESCAPED_JSON_VALUE = new RegExp(`(\\\\"(?:${keyAlternation})\\\\"\\s*:\\s*\\\\")(?:[^"\\\\]|\\\\[^"])*\\\\"`, 'gi');
/** "code":"123456" or "code":123456, plain or escaped: an SMS or TOTP code; "code":"SMS_CODE_INVALID" stays. */
const DIGIT_CODE_JSON_VALUE = /(\\?"code\\?"\s*:\s*(\\?"?))\d{4,8}(?!\d)(?=\2)/gi;
/** name=value in a query string, a form body or free text. */
const SECRET_QUERY_VALUE = new RegExp(`([?&;\\s](?:${keyAlternation}|code)=)[^&#\\s"\\\\]*`, 'gi');
const BEARER = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
/** A 6-digit code named in free text: "code 123456", "验证码：123456". */
const NAMED_CODE = /((?:\bcode|验证码|动态码)\s*[:：=]?\s*)(\d{6})(?!\d)/gi;

/** A phone searched for, whole or in part: the first three digits stay, as in 138****0000. */
function maskPhoneQuery(value: string): string {
  return value.length === 11 ? maskPhone(value) : `${value.slice(0, 3)}${value.slice(3).replace(/\d/g, '*')}`;
}

function maskPhones(text: string): string {
  return text.replace(PHONE, (_match, prefix: string | undefined, phone: string) => `${prefix ?? ''}${maskPhone(phone)}`);
}

/** One finished log line (JSON or pino-pretty's text): phones masked, secrets replaced. */
export function redactLogLine(line: string): string {
  return maskPhones(
    line
      .replace(SECRET_JSON_VALUE, (_match, key: string) => `${key}${REDACTED}"`)
      .replace(SECRET_ESCAPED_JSON_VALUE, (_match, key: string) => `${key}${REDACTED}\\"`)
      .replace(DIGIT_CODE_JSON_VALUE, (_match, key: string, quote: string) => (quote ? `${key}${REDACTED}` : `${key}"${REDACTED}"`))
      .replace(SECRET_QUERY_VALUE, (_match, name: string) => `${name}${REDACTED}`)
      .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
      .replace(NAMED_CODE, (_match, name: string) => `${name}${REDACTED}`),
  );
}

/** A request URL for the log: the path as it is, each query parameter's value masked or replaced as it needs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return maskPhones(url);
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const redacted = [...params].map(([name, value]) => {
    const shown = isSecretQueryName(name) ? REDACTED : isPhoneName(name) ? maskPhoneQuery(value) : maskPhones(value);
    return `${encodeURIComponent(name)}=${encodeURIComponent(shown).replaceAll('%2A', '*')}`;
  });
  return `${maskPhones(url.slice(0, queryStart))}?${redacted.join('&')}`;
}

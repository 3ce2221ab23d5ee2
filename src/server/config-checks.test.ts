import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDataDir, checkKeys, checkRedis, formatProblem } from './config-checks.ts';
import { ConfigError, loadConfig } from './config.ts';

const fixtures = path.join(import.meta.dirname, '../../tests/fixtures/wechatpay-merchant');
const fixtureKey = fs.readFileSync(path.join(fixtures, 'apiclient_key.pem'), 'utf8');
const fixtureCertificate = fs.readFileSync(path.join(fixtures, 'apiclient_cert.pem'), 'utf8');
const FIXTURE_SERIAL = '5E3F0A1B2C3D4E5F60718293A4B5C6D7E8F90A1B';

const rsa = (bits = 2048) =>
  generateKeyPairSync('rsa', {
    modulusLength: bits,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
const wechatPlatform = rsa();
const alipayApp = rsa();
const alipayGateway = rsa();
const other = rsa();
const short = rsa(1024);

/** As an environment variable usually holds a PEM: one line, \n for the line breaks. */
const oneLine = (pem: string) => pem.replaceAll('\n', '\\n');
/** A PEM's base64 body alone, as Alipay's console shows a key. */
const bareBase64 = (pem: string) =>
  pem
    .split('\n')
    .filter((line) => line && !line.startsWith('-----'))
    .join('');

/** A complete, correct PAYMENT_MODE=live configuration; each test breaks one thing. */
function liveEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    PAYMENT_MODE: 'live',
    PUBLIC_BASE_URL: 'https://www.example.com',
    WECHATPAY_MCHID: '1900000001',
    WECHATPAY_APPID: 'wx0000000000000001',
    WECHATPAY_APP_SECRET: 'secret',
    WECHATPAY_MERCHANT_SERIAL_NO: FIXTURE_SERIAL,
    WECHATPAY_PRIVATE_KEY: oneLine(fixtureKey),
    WECHATPAY_MERCHANT_CERTIFICATE: oneLine(fixtureCertificate),
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0100000000000000000000000000',
    WECHATPAY_PUBLIC_KEY: oneLine(wechatPlatform.publicKey),
    WECHATPAY_APIV3_KEY: randomBytes(16).toString('hex'),
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_SELLER_ID: '2088000000000001',
    ALIPAY_PRIVATE_KEY: oneLine(alipayApp.privateKey),
    ALIPAY_PUBLIC_KEY: oneLine(alipayGateway.publicKey),
    ...overrides,
  };
}

const problemsOf = (env: Record<string, string>) => checkKeys(loadConfig(env)).map(formatProblem);

describe('checkKeys (every key parsed as what it must be)', () => {
  it('accepts a correct live configuration, the merchant certificate included', () => {
    expect(problemsOf(liveEnv())).toEqual([]);
  });

  it('accepts the Alipay keys as bare base64, as alipay-sdk does, and the serial in lower case', () => {
    const env = liveEnv({
      ALIPAY_PRIVATE_KEY: bareBase64(alipayApp.privateKey),
      ALIPAY_PUBLIC_KEY: bareBase64(alipayGateway.publicKey),
      WECHATPAY_MERCHANT_SERIAL_NO: FIXTURE_SERIAL.toLowerCase(),
    });
    expect(problemsOf(env)).toEqual([]);
  });

  it('checks nothing in simulator mode (the simulators make their own keys)', () => {
    expect(problemsOf({ PAYMENT_MODE: 'simulator', ALIPAY_PUBLIC_KEY: 'not-a-key' })).toEqual([]);
  });

  it('names a garbage provider public key', () => {
    expect(problemsOf(liveEnv({ ALIPAY_PUBLIC_KEY: 'not-a-key' }))).toEqual([
      'ALIPAY_PUBLIC_KEY: not an RSA public key (PEM or base64 DER expected)',
    ]);
    expect(problemsOf(liveEnv({ WECHATPAY_PUBLIC_KEY: 'not-a-key' }))).toEqual([
      'WECHATPAY_PUBLIC_KEY: not an RSA public key (PEM "-----BEGIN PUBLIC KEY-----" expected)',
    ]);
  });

  it('names a garbage private key, without an OpenSSL stack', () => {
    const problems = problemsOf(
      liveEnv({
        WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\ngarbage\\n-----END PRIVATE KEY-----',
        ALIPAY_PRIVATE_KEY: 'garbage',
      }),
    );
    expect(problems).toContain(
      'WECHATPAY_PRIVATE_KEY: not an RSA private key (PEM "-----BEGIN PRIVATE KEY-----" expected, as in apiclient_key.pem)',
    );
    expect(problems.some((line) => line.startsWith('ALIPAY_PRIVATE_KEY: not an RSA private key (PKCS#8 PEM'))).toBe(true);
  });

  it('refuses keys shorter than 2048 bits, ours and the providers’', () => {
    const problems = problemsOf(liveEnv({ ALIPAY_PRIVATE_KEY: oneLine(short.privateKey), WECHATPAY_PUBLIC_KEY: oneLine(short.publicKey) }));
    expect(problems).toEqual([
      'WECHATPAY_PUBLIC_KEY: is a 1024-bit RSA key; at least 2048 bits are required',
      'ALIPAY_PRIVATE_KEY: is a 1024-bit RSA key; at least 2048 bits are required',
    ]);
  });

  it('refuses a key that is not RSA', () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(problemsOf(liveEnv({ ALIPAY_PUBLIC_KEY: oneLine(ec.publicKey) }))).toEqual([
      "ALIPAY_PUBLIC_KEY: is a ec key; the provider's key must be an RSA key",
    ]);
  });

  it('refuses a private key where the provider’s public key belongs, and our own public key for theirs', () => {
    expect(problemsOf(liveEnv({ WECHATPAY_PUBLIC_KEY: oneLine(other.privateKey) }))).toEqual([
      "WECHATPAY_PUBLIC_KEY: is a private key; give the provider's public key",
    ]);
    expect(problemsOf(liveEnv({ ALIPAY_PUBLIC_KEY: oneLine(alipayApp.publicKey) }))).toEqual([
      "ALIPAY_PUBLIC_KEY: is the app's own public key (应用公钥, the half of ALIPAY_PRIVATE_KEY), not Alipay's public key (支付宝公钥)",
    ]);
  });

  it('refuses a PKCS#1 Alipay app key, which alipay-sdk (keyType PKCS8) cannot sign with', () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const [problem] = problemsOf(liveEnv({ ALIPAY_PRIVATE_KEY: oneLine(privateKey) }));
    expect(problem).toMatch(/^ALIPAY_PRIVATE_KEY: not an RSA private key \(PKCS#8 .*openssl pkcs8 -topk8 -nocrypt\)$/);
  });

  it('names a merchant serial number that is not the certificate’s', () => {
    expect(problemsOf(liveEnv({ WECHATPAY_MERCHANT_SERIAL_NO: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' }))).toEqual([
      `WECHATPAY_MERCHANT_SERIAL_NO: does not match the merchant certificate's serial number ${FIXTURE_SERIAL}`,
    ]);
  });

  it('names a merchant certificate whose key is not the private key’s half', () => {
    expect(problemsOf(liveEnv({ WECHATPAY_PRIVATE_KEY: oneLine(other.privateKey) }))).toEqual([
      'WECHATPAY_MERCHANT_CERTIFICATE: its public key is not the public half of WECHATPAY_PRIVATE_KEY',
    ]);
  });

  it('names a merchant certificate that is no certificate, and one that expired', () => {
    expect(problemsOf(liveEnv({ WECHATPAY_MERCHANT_CERTIFICATE: 'garbage' }))).toEqual([
      'WECHATPAY_MERCHANT_CERTIFICATE: not an X.509 certificate (PEM "-----BEGIN CERTIFICATE-----", apiclient_cert.pem expected)',
    ]);
    const in2200 = Date.UTC(2200, 0, 1);
    expect(checkKeys(loadConfig(liveEnv()), in2200).map(formatProblem)).toEqual([
      expect.stringMatching(/^WECHATPAY_MERCHANT_CERTIFICATE: expired on 2126-/),
    ]);
  });

  it('names an APIv3 key of 32 characters that is not 32 bytes', () => {
    expect(problemsOf(liveEnv({ WECHATPAY_APIV3_KEY: `密钥${'a'.repeat(30)}` }))).toEqual([
      'WECHATPAY_APIV3_KEY: must be 32 ASCII letters and digits (got 36 bytes)',
    ]);
  });
});

describe("loadConfig's problem lines", () => {
  const problemsFor = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('accepted');
  };

  it('never show a secret, only its length; a URL without its password', () => {
    const apiV3Key = 'abcdefghijklmnopqrstuvwxyz01234'; // 31 characters: one short
    const problems = problemsFor({
      WECHATPAY_APIV3_KEY: apiV3Key,
      OPERATOR_TOTP_KEY: 'zz-secret',
      DATABASE_URL: 'mysql://app:hunter2@db/banxue',
    });
    expect(problems).toEqual([
      'DATABASE_URL: must be a postgres:// URL (leave it unset to use SQLite in DATA_DIR) (got "mysql://app:***@db/banxue")',
      'WECHATPAY_APIV3_KEY: must be the 32-character APIv3 key (got 31 characters, not shown)',
      expect.stringMatching(/^OPERATOR_TOTP_KEY: must be 64 hex digits .*\(got 9 characters, not shown\)$/),
    ]);
    expect(JSON.stringify(problems)).not.toMatch(/hunter2|zz-secret|abcdefghij/);
  });
});

describe('checkRedis and checkDataDir', () => {
  it('names REDIS_URL when nothing answers, without the password in the URL', async () => {
    const problems = await checkRedis({ url: 'redis://:hunter2@127.0.0.1:1', keyPrefix: 'x:' }, 500);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^REDIS_URL: no answer to PING from redis:\/\/127\.0\.0\.1:1 within 0\.5 s \(.*ECONNREFUSED/),
    ]);
    expect(JSON.stringify(problems)).not.toContain('hunter2');
  });

  it('creates a missing data directory and leaves no probe file behind', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bx-datadir-')), 'a', 'b');
    expect(await checkDataDir(dir)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('names DATA_DIR when it cannot be made (a path under a regular file fails even as root)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bx-datadir-')), 'plain-file');
    fs.writeFileSync(file, '');
    expect((await checkDataDir(path.join(file, 'data'))).map(formatProblem)).toEqual([
      `DATA_DIR: cannot create ${file}/data: a part of the path is a file, not a directory (ENOTDIR)`,
    ]);
    expect((await checkDataDir(file)).map(formatProblem)).toEqual([
      `DATA_DIR: cannot create ${file}: it exists and is not a directory (EEXIST)`,
    ]);
  });
});

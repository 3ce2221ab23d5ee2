import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../faults/helpers/fake-providers.ts';
import { livePaymentEnv } from './helpers/live-payment-env.ts';
import { type ServerProcess, spawnServer } from './helpers/server-process.ts';
import { createTestEnvironment, type TestEnvironment } from './helpers/test-environment.ts';
import { spawnCheckConfig } from './helpers/check-config.ts';

// These start the server as a process through tsx: on a loaded CI machine that alone can take 20 s and more.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const PROVIDER_PORT = 3587;

/** A well-formed RSA public key that is nobody's key here, on one line as an environment variable holds it. */
const strangerPublicKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey.replaceAll('\n', '\\n');

/** stderr must name the problem on one line and carry no stack trace. */
function expectOneLineProblem(stderr: string, line: string) {
  expect(stderr.split('\n').map((text) => text.trim())).toContain(line);
  expect(stderr).not.toMatch(/^\s+at /m);
}

let environment: TestEnvironment;
let server: ServerProcess | undefined;
beforeAll(async () => {
  environment = await createTestEnvironment();
});
afterAll(async () => {
  await environment.cleanup();
});
afterEach(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = undefined;
});

describe('the server refuses to start with a broken configuration, naming the variable in one line', () => {
  const start = async (env: Record<string, string>) => {
    server = spawnServer({ ...environment.env, HOST: '127.0.0.1', PORT: '0', ...env });
    const code = await server.exited;
    return { code, stderr: server.output().stderr };
  };

  it('ALIPAY_PUBLIC_KEY that is no key (it used to start and answer 502 at the first payment)', async () => {
    const { code, stderr } = await start({ ...livePaymentEnv(), ALIPAY_PUBLIC_KEY: 'not-a-key' });
    expect(code).toBe(1);
    expectOneLineProblem(stderr, 'ALIPAY_PUBLIC_KEY: not an RSA public key (PEM or base64 DER expected)');
  });

  it('a garbage WECHATPAY_PRIVATE_KEY (it used to exit with an OpenSSL stack)', async () => {
    const { code, stderr } = await start({
      ...livePaymentEnv(),
      WECHATPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nZ2FyYmFnZQ==\\n-----END PRIVATE KEY-----',
    });
    expect(code).toBe(1);
    expectOneLineProblem(
      stderr,
      'WECHATPAY_PRIVATE_KEY: not an RSA private key (PEM "-----BEGIN PRIVATE KEY-----" expected, as in apiclient_key.pem)',
    );
  });

  it('Redis out of reach (it used to exit with "Connection is closed.")', async () => {
    const { code, stderr } = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(code).toBe(1);
    expectOneLineProblem(stderr, 'REDIS_URL: no answer to PING from redis://127.0.0.1:1 within 2 s (connect ECONNREFUSED 127.0.0.1:1)');
  });

  it('a DATA_DIR that cannot be written (it used to exit with "unable to open database file")', async () => {
    // A path under a regular file: no directory can be made there, even as root (where chmod stops nothing).
    const file = path.join(environment.tempDir, 'plain-file');
    await fs.writeFile(file, '');
    const { code, stderr } = await start({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expectOneLineProblem(stderr, `DATA_DIR: cannot create ${file}/data: a part of the path is a file, not a directory (ENOTDIR)`);
  });
});

describe('npm run check:config', () => {
  it('says config ok, exit code 0, for a correct live configuration', async () => {
    const result = await spawnCheckConfig({ ...environment.env, ...livePaymentEnv() });
    expect(result.stdout.trim().split('\n').at(-1)).toBe('config ok');
    expect(result.code).toBe(0);
  });

  it('prints each problem on a line of its own and exits 1, the environment parser’s problems included', async () => {
    const broken = await spawnCheckConfig({
      ...environment.env,
      ...livePaymentEnv(),
      ALIPAY_PUBLIC_KEY: 'not-a-key',
      WECHATPAY_PUBLIC_KEY: strangerPublicKey().slice(0, 80),
    });
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim().split('\n')).toEqual([
      'WECHATPAY_PUBLIC_KEY: not an RSA public key (PEM "-----BEGIN PUBLIC KEY-----" expected)',
      'ALIPAY_PUBLIC_KEY: not an RSA public key (PEM or base64 DER expected)',
    ]);
    expect(broken.stdout).not.toContain('config ok');

    const unparsable = await spawnCheckConfig({ ...environment.env, PORT: 'abc' });
    expect(unparsable.code).toBe(1);
    expect(unparsable.stderr.trim()).toMatch(/^PORT: .*\(got "abc"\)$/);
  });

  describe('--live: one signed query per provider, whose answer must verify with the configured key', () => {
    let providers: FakeProviders;
    beforeAll(async () => {
      // The providers' simulators on a port of their own, holding livePaymentEnv()'s keys: a live deployment's view.
      providers = await startFakeProviders(PROVIDER_PORT, `http://127.0.0.1:${PROVIDER_PORT}`);
    });
    afterAll(async () => {
      await providers.close();
    });
    const liveEnv = (overrides: Record<string, string> = {}) => ({
      ...environment.env,
      ...livePaymentEnv(),
      ...providers.env,
      ...overrides,
    });

    it('passes with the right keys, after asking each provider once', async () => {
      const result = await spawnCheckConfig(liveEnv(), ['--live']);
      expect(result.stderr).toBe('');
      expect(result.stdout.trim()).toBe('config ok');
      expect(result.code).toBe(0);
      const asked = providers.requests.map(
        (request) => `${request.method} ${request.url.replace(/check[0-9a-f]+/, '…').replace(/\?method=([\w.]+).*/, ' $1')}`,
      );
      expect(asked.sort()).toEqual([
        expect.stringMatching(/^GET \/wechatpay\/v3\/pay\/transactions\/out-trade-no\/…\?mchid=\d+$/),
        'POST /alipay/gateway.do alipay.trade.query',
      ]);
    });

    it('names a well-formed but wrong ALIPAY_PUBLIC_KEY, which the offline checks cannot see', async () => {
      const env = liveEnv({ ALIPAY_PUBLIC_KEY: strangerPublicKey() });
      expect((await spawnCheckConfig(env)).stdout.trim()).toBe('config ok');

      const result = await spawnCheckConfig(env, ['--live']);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual(["ALIPAY_PUBLIC_KEY: the gateway's answer does not verify with this key"]);
    });

    it('names a well-formed but wrong WECHATPAY_PUBLIC_KEY', async () => {
      const result = await spawnCheckConfig(liveEnv({ WECHATPAY_PUBLIC_KEY: strangerPublicKey() }), ['--live']);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual(["WECHATPAY_PUBLIC_KEY: WeChat Pay's answer does not verify with this key"]);
    });

    it('names our private keys when the providers refuse their signatures (keys not the ones registered)', async () => {
      const stranger = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
      const privateKey = stranger.privateKey.replaceAll('\n', '\\n');
      const result = await spawnCheckConfig(liveEnv({ WECHATPAY_PRIVATE_KEY: privateKey, ALIPAY_PRIVATE_KEY: privateKey }), ['--live']);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^WECHATPAY_PRIVATE_KEY: WeChat Pay refused our signature \(WeChat Pay answered 401 SIGN_ERROR .*\): check WECHATPAY_PRIVATE_KEY, WECHATPAY_MERCHANT_SERIAL_NO and WECHATPAY_MCHID$/,
        ),
        "ALIPAY_PRIVATE_KEY: Alipay refused our signature: the app public key (应用公钥) registered for ALIPAY_APP_ID is not this key's half",
      ]);
    });
  });
});

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

const run = promisify(execFile);

/** The data directory of the server under test, as scripts/e2e-server.mjs noted it for its port. */
export function serverDataDir(): string {
  const note = path.join(os.tmpdir(), `banxue-e2e-${process.env.E2E_PORT ?? '3210'}.data-dir`);
  if (!fs.existsSync(note)) throw new Error(`No ${note}: the console specs need the server started by scripts/e2e-server.mjs.`);
  return fs.readFileSync(note, 'utf8').trim();
}

export type NewOperator = { name: string; oneTimePassword: string };

/** An operator made the only way there is for the first one: `npm run operator:create` on the server's database. */
export async function createOperatorWithCli(role: 'admin' | 'service' = 'admin'): Promise<NewOperator> {
  const name = `e2e-${role}-${process.pid}-${Math.floor(Math.random() * 1e6)}`;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'src/server/features/operators/operator-cli.ts', '--name', name, '--role', role],
    {
      env: { ...process.env, DATA_DIR: serverDataDir(), LOG_LEVEL: 'warn' },
    },
  );
  const oneTimePassword = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!oneTimePassword) throw new Error(`operator:create printed no password:\n${stdout}`);
  return { name, oneTimePassword };
}

/**
 * The authenticator app: the code for the current 30-second step, computed at once, never waited for. The server takes
 * each step once per operator (a code cannot be replayed) and accepts the steps just before and after its own, for a
 * phone whose clock drifts (src/server/features/operators/totp.ts): a second code within one step is the next step's,
 * as a phone running a little fast shows it. A third would need waiting; none is given (each test has an operator of its
 * own through the `operator` fixture, and none logs in more than twice within 30 seconds).
 */
export class Authenticator {
  private readonly totp: OTPAuth.TOTP;
  private lastStep = -1;

  constructor(secret: string) {
    this.totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  }

  code(): string {
    const current = this.totp.counter();
    const step = Math.max(current, this.lastStep + 1);
    if (step > current + 1) throw new Error('a third code within 30 seconds: the server would refuse it; use another operator');
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * this.totp.period * 1000 });
  }
}

/** Name + password on /admin/login (the first step of every login). */
export async function enterPassword(page: Page, name: string, password: string) {
  await expect(page.getByRole('heading', { name: 'AI伴学运营后台' })).toBeVisible();
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '下一步' }).click();
}

/** A later login: password, then the authenticator's code; lands in the console. */
export async function logInWithTotp(page: Page, operator: { name: string; password: string; authenticator: Authenticator }) {
  await enterPassword(page, operator.name, operator.password);
  await expect(page.getByText('打开身份验证器')).toBeVisible();
  await page.getByLabel('动态验证码').fill(operator.authenticator.code());
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The console's first page (the dashboard and its charts) loads after the login: allow a loaded machine its time.
  await expect(page.getByTestId('operator-name')).toHaveText(operator.name, { timeout: 15_000 });
}

export type ConsoleOperator = { name: string; password: string; authenticator: Authenticator };

/**
 * The first login of a new operator: the one-time password, then the enrolment screen (QR code and the secret for
 * typing in), the first code from the secret shown and a new password; lands in the console.
 */
export async function enrolInConsole(page: Page, operator: NewOperator): Promise<ConsoleOperator> {
  if (!new URL(page.url()).pathname.startsWith('/admin/login')) await page.goto('/admin/login');
  await enterPassword(page, operator.name, operator.oneTimePassword);
  await expect(page.getByText('首次登录：请绑定身份验证器并设置新密码')).toBeVisible();
  await expect(page.getByRole('img', { name: '身份验证器二维码' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const authenticator = new Authenticator(secret);
  const password = `new-password-${Math.floor(Math.random() * 1e9)}`;
  await page.getByLabel('动态验证码').fill(authenticator.code());
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认新密码').fill(password);
  await page.getByRole('button', { name: '完成绑定并登录' }).click();
  // The console's first page (the dashboard and its charts) loads after the login: allow a loaded machine its time.
  await expect(page.getByTestId('operator-name')).toHaveText(operator.name, { timeout: 15_000 });
  return { name: operator.name, password, authenticator };
}

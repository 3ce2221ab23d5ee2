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
 * The authenticator app: the code of the current 30-second step. The server accepts each code once, so a code for
 * a step already used waits for the next step.
 */
export class Authenticator {
  private readonly totp: OTPAuth.TOTP;
  private lastCounter = -1;

  constructor(secret: string) {
    this.totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  }

  async nextCode(): Promise<string> {
    let counter = this.totp.counter();
    while (counter <= this.lastCounter) {
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
      counter = this.totp.counter();
    }
    this.lastCounter = counter;
    return this.totp.generate();
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
  await page.getByLabel('动态验证码').fill(await operator.authenticator.nextCode());
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
  await page.getByLabel('动态验证码').fill(await authenticator.nextCode());
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('确认新密码').fill(password);
  await page.getByRole('button', { name: '完成绑定并登录' }).click();
  // The console's first page (the dashboard and its charts) loads after the login: allow a loaded machine its time.
  await expect(page.getByTestId('operator-name')).toHaveText(operator.name, { timeout: 15_000 });
  return { name: operator.name, password, authenticator };
}

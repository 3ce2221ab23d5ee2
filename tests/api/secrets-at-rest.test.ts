import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode, loginAs, newPhone, sendCode } from './helpers/auth.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const HASH = /^[0-9a-f]{64}$/;

let testApp: TestApp;
const codes: string[] = [];
const tokens: string[] = [];
beforeAll(async () => {
  const clock = createTestClock();
  testApp = await createTestApp({ REDIS_URL: undefined }, { clock });
  const { app } = testApp;
  // A code replaced by a newer one, a used one and one still waiting to be used.
  const phone = newPhone();
  codes.push(await sendCode(app, phone));
  clock.advance(61_000);
  tokens.push((await loginAs(app, phone)).token);
  codes.push(await latestSmsCode(app, phone));
  codes.push(await sendCode(app, newPhone()));
  tokens.push((await loginAs(app, newPhone())).token);
});
afterAll(() => testApp.close());

/** Every value of every row, as text. */
function cells(rows: Record<string, unknown>[]): string[] {
  return rows.flatMap((row) => Object.values(row).map((value) => String(value)));
}

describe('secrets at rest', () => {
  it('keeps SMS codes only as 64-hex SHA-256 digests', async () => {
    const rows = await testApp.app.db.selectFrom('sms_codes').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.code_hash).toMatch(HASH);

    const text = cells(rows);
    for (const code of codes) {
      expect(code).toMatch(/^\d{6}$/);
      for (const cell of text) {
        expect(cell).not.toBe(code);
        expect(cell).not.toBe(String(Number(code)));
        // Hex digests and ids may hold six digits in a row by chance; anything else must not (e.g. "phone:code").
        if (!/^[0-9a-f]+$/.test(cell)) expect(cell).not.toContain(code);
      }
    }
  });

  it('keeps session tokens only as their SHA-256 digest', async () => {
    const rows = await testApp.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(tokens.length);
    const text = cells(rows).concat(cells(await testApp.app.db.selectFrom('accounts').selectAll().execute()));
    for (const token of tokens) {
      for (const cell of text) expect(cell).not.toContain(token);
      expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    }
    for (const row of rows) expect(row.token_hash).toMatch(HASH);
  });
});

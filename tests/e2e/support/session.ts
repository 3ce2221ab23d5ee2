import type { Page } from '@playwright/test';
import type { Account } from './accounts.ts';

export type SessionValues = { userToken: string; sharedTestData: string; userInfo: string; sharedData: string };

/**
 * The four session-storage values of seed §3, as the app must keep them: the token as a plain string, the rest
 * as JSON. The token and user are a real session (the server refuses a made-up token and the app then clears
 * the session, as it should).
 */
export function sessionValues(account: Account): SessionValues {
  return {
    userToken: account.token,
    sharedTestData: JSON.stringify({ answers: [1, 2, 3], result: { level: 'B' } }),
    userInfo: JSON.stringify(account.user),
    sharedData: JSON.stringify({ barText: '自定义标题', planId: 7 }),
  };
}

export const SESSION_KEYS = ['userToken', 'sharedTestData', 'userInfo', 'sharedData'] as const;

export async function setSessionItems(page: Page, items: Partial<SessionValues>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, items);
}

export async function readSessionItems(page: Page): Promise<Record<(typeof SESSION_KEYS)[number], string | null>> {
  return page.evaluate(
    (names) =>
      Object.fromEntries(names.map((key) => [key, sessionStorage.getItem(key)])) as Record<(typeof SESSION_KEYS)[number], string | null>,
    SESSION_KEYS,
  );
}

/**
 * What the user's session looks like in sessionStorage: the strings as stored, with userInfo parsed (the app may
 * refresh it from the server, which can reorder its keys but must keep it the same user).
 */
export async function readSession(page: Page) {
  const raw = await readSessionItems(page);
  return { ...raw, userInfo: raw.userInfo === null ? null : (JSON.parse(raw.userInfo) as unknown) };
}

export function expectedSession(values: SessionValues) {
  return { ...values, userInfo: JSON.parse(values.userInfo) as unknown };
}

import type { Page } from '@playwright/test';

/**
 * Issue 9, hostile input: names a user types are stored as given and shown as text. Each payload fits the API's
 * rule for names (1–20 characters, src/contract/accounts.ts), which accepts angle brackets.
 */
export const NICKNAME = '<svg onload=alert()>';
export const CHILD_IMG = '<b>x</b><img src=x>';
export const CHILD_SCRIPT = '<script>z()</script>';

/** Elements that only a payload rendered as HTML would create (the app itself makes none of them). */
export async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], script:not([src])'),
      ...[...document.querySelectorAll('b')].filter((element) => element.textContent === 'x'),
    ].map((element) => element.outerHTML),
  );
}

/** Every alert/confirm the page opens (an executed payload would), dismissed and kept for the test to check. */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

import type { Browser, Page } from '@playwright/test';
import { type Account, signIn } from '../../support/accounts.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A second browser context as the phone project's (its user agent and viewport), optionally with a customer's session. */
export async function phonePage(browser: Browser, baseURL: string | undefined, customer?: Account): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: IPHONE_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  if (customer) await signIn(page, customer);
  return page;
}

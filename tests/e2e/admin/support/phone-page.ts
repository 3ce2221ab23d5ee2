import type { Browser, Page } from '@playwright/test';
import type { Customer } from './paid-order.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A second browser context as the phone project's (its user agent and viewport), optionally with a customer's session. */
export async function phonePage(browser: Browser, baseURL: string | undefined, customer?: Customer): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: IPHONE_UA,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  if (customer) {
    await context.addInitScript(
      ({ token, userInfo }) => {
        sessionStorage.setItem('userToken', token);
        sessionStorage.setItem('userInfo', userInfo);
      },
      { token: customer.token, userInfo: JSON.stringify(customer.user) },
    );
  }
  return context.newPage();
}

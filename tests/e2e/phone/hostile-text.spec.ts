import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { CHILD_IMG, CHILD_SCRIPT, collectDialogs, injectedElements, NICKNAME } from '../support/hostile-text.ts';

test.describe('hostile text on the phone', () => {
  // A parent whose nickname and children's names are HTML, each child with a service.
  test.use({
    parentProfile: {
      nickname: NICKNAME,
      children: [
        { name: CHILD_IMG, paid: true },
        { name: CHILD_SCRIPT, paid: true },
      ],
    },
  });

  test('a nickname and learner names made of HTML stay text on mine, student home and the order’s learner picker', async ({
    page,
    parent,
  }) => {
    // Stored exactly as typed: nothing stripped or encoded on the way in.
    expect(parent.user.nickname).toBe(NICKNAME);
    expect(parent.user.learners.map((learner) => learner.name).sort()).toEqual([CHILD_IMG, CHILD_SCRIPT].sort());
    const dialogs = collectDialogs(page);

    await openPage(page, '/mobile/student/mine');
    await expect(page.getByRole('heading', { level: 1, name: NICKNAME, exact: true })).toBeVisible();
    await expect(page.getByText(CHILD_IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(CHILD_SCRIPT, { exact: true }).first()).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);

    // Two learners with a service: the service card names each of them.
    await openPage(page, '/mobile/student/home');
    await expect(page.getByText(CHILD_IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(CHILD_SCRIPT, { exact: true }).first()).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);

    await openPage(page, '/mobile/student/order?planId=junior-30');
    await expect(page.getByText(CHILD_IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(CHILD_SCRIPT, { exact: true }).first()).toBeVisible();
    expect(await injectedElements(page)).toEqual([]);

    expect(dialogs, 'no payload opened a dialog').toEqual([]);
    // No page error either: the browserProblems fixture asserts it when the test ends.
  });

  test.describe('the content security policy', () => {
    test.use({ allowBrowserProblems: true });

    test('the HTML’s CSP forbids inline script, and a script element added at run time does not run', async ({ page, browserProblems }) => {
      const response = await page.goto('/mobile/home');
      const csp = response?.headers()['content-security-policy'] ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values]),
      );
      // Only our own script files; style-src keeps 'unsafe-inline' for antd-mobile's popups, which is not script.
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('script-src-attr')).toEqual(["'none'"]);
      expect(directives.has('script-src-elem')).toBe(false);
      await expect(page.locator('#app')).not.toBeEmpty();

      await page.evaluate(() => {
        const state = window as unknown as { __violations: string[]; __imageFailed: boolean };
        state.__violations = [];
        state.__imageFailed = false;
        document.addEventListener('securitypolicyviolation', (event) => state.__violations.push(event.effectiveDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__pwned = 1';
        document.body.append(script);
        // An inline event handler attribute is inline script too (script-src-attr); a listener added after it runs after it.
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.__pwnedAttr = 1');
        image.addEventListener('error', () => (state.__imageFailed = true));
        image.src = 'data:,not-an-image';
        document.body.append(image);
      });
      // Both refusals reported, and the image's error has fired: its handler would have run by now.
      await page.waitForFunction(() => {
        const state = window as unknown as { __violations: string[]; __imageFailed: boolean };
        return state.__imageFailed && ['script-src-elem', 'script-src-attr'].every((directive) => state.__violations.includes(directive));
      });
      const outcome = await page.evaluate(() => {
        const state = window as unknown as { __violations: string[]; __pwned?: number; __pwnedAttr?: number };
        return { pwned: state.__pwned, pwnedAttr: state.__pwnedAttr, violations: state.__violations };
      });
      expect(outcome.pwned).toBeUndefined();
      expect(outcome.pwnedAttr).toBeUndefined();
      expect(outcome.violations).toContain('script-src-elem');
      expect(outcome.violations).toContain('script-src-attr');
      // The only problems the browser reported are the two refusals themselves.
      expect(browserProblems.pageErrors).toEqual([]);
      expect(browserProblems.failedResponses).toEqual([]);
      expect(browserProblems.consoleErrors).toHaveLength(2);
      for (const message of browserProblems.consoleErrors) expect(message).toContain('Content Security Policy');
    });
  });
});

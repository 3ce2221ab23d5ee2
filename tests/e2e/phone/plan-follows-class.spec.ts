import { bearer } from '../support/accounts.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { type BrowserProblems, expect, test } from '../support/fixtures.ts';
import { dayOfLongDate, daysFromTo, expectPlanAsShown, planOf, serverToday, shownFigures } from '../support/plan-follows-class.ts';

const shot = (name: string) => test.info().outputPath(`${name}.png`);

/** The only failures a test that provokes the server's refusals may see: those refusals, and the console's note of them. */
function expectOnlyRefusedPreviews(problems: BrowserProblems) {
  for (const failure of problems.failedResponses) expect(failure).toMatch(/^400 POST .*\/api\/companion\/plan\/preview$/);
  for (const error of problems.consoleErrors) expect(error).toMatch(/status of 400/);
  expect(problems.pageErrors).toEqual([]);
}

test.describe('a plan that follows the class, on the phone', () => {
  test.use({ studentProfile: { nickname: '林小雨', grade: '五年级' }, purchase: { planId: 'primary-30', channel: 'wechat_h5' } });

  test('a 五年级 learner plans 数学 to the end of the service: the figures shown are the plan made, its lessons 五年级上册', async ({
    page,
    request,
    paidLearner: student,
  }) => {
    test.setTimeout(90_000);
    const today = await serverToday(request, student);
    await openPage(page, '/mobile/student/plan');
    await expect(mobileLayout(page).title).toHaveText('学习计划');
    const form = page.getByRole('form', { name: '学习计划设置' });
    for (const subject of ['语文', '英语']) await form.getByRole('checkbox', { name: subject, exact: true }).uncheck();
    await form.getByRole('button', { name: '每天', exact: true }).click();

    // The service's last day is said, offered as the deadline, and the date picker goes no further.
    const serviceLine = page.getByTestId('plan-form-service-end');
    await expect(serviceLine).toHaveText(/^服务到 \d{4}年\d{1,2}月\d{1,2}日 到期，计划最长到这一天$/);
    const serviceEndsOn = dayOfLongDate((await serviceLine.textContent()) ?? '');
    expect(daysFromTo(today, serviceEndsOn), 'a 30-day service ends in about a month').toBeGreaterThanOrEqual(29);
    const deadline = form.getByLabel('截止日期', { exact: true });
    await expect(deadline).toHaveAttribute('max', serviceEndsOn);
    await form.getByRole('button', { name: '服务到期' }).click();
    await expect(deadline).toHaveValue(serviceEndsOn);
    await expect(form.getByRole('button', { name: '服务到期' })).toHaveAttribute('aria-pressed', 'true');

    // The figures are the server's: every day to the service's end, 30 minutes each.
    const shown = await shownFigures(page);
    expect(shown).toMatchObject({ studyDays: daysFromTo(today, serviceEndsOn), minutesPerDay: 30 });
    const preview = await request.post('/api/companion/plan/preview', {
      headers: bearer(student),
      data: { subjects: ['数学'], startDate: today, deadline: serviceEndsOn, weekDays: [1, 2, 3, 4, 5, 6, 7], minutesPerDay: 30 },
    });
    expect(preview.status(), await preview.text()).toBe(200);
    expect(await preview.json()).toMatchObject({ studyDays: shown.studyDays, lessons: shown.lessons, serviceEndsOn });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: shot('phone-01-plan-form'), fullPage: true });

    await form.getByRole('button', { name: '生成学习计划' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/study$/);
    await expect(page.getByTestId('today-summary')).toBeVisible();

    // The plan made is the plan shown; its first lesson is today's, a 五年级上册 section.
    const plan = await planOf(request, student, today, serviceEndsOn);
    expect(plan.deadline).toBe(serviceEndsOn);
    const { lessons, tasks } = expectPlanAsShown(plan, shown);
    const [first] = lessons;
    if (!first) throw new Error('the plan has a lesson');
    const todays = tasks.filter((task) => task.date === today);
    if (first.date === today) await expect(page.getByRole('link', { name: `${first.title}：去学习` })).toBeVisible();
    // Review practice fills the day to its minutes, and says it is review.
    const review = todays.find((task) => task.origin === 'review');
    if (review) {
      const row = page.getByTestId('plan-task').filter({ has: page.getByRole('button', { name: `${review.title}：去练习` }) });
      await expect(row).toContainText('复习');
    }
    expect(todays.length).toBeGreaterThan(0);
    await page.screenshot({ path: shot('phone-02-today'), fullPage: true });

    // The plan's days show the same tasks, review marked.
    await openPage(page, '/mobile/student/plan');
    await expect(page.getByTestId('plan-overview')).toBeVisible();
    const fortnight = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    if (tasks.some((task) => task.origin === 'review' && task.date <= fortnight))
      await expect(page.getByTestId('plan-task').filter({ hasText: '复习' }).first()).toBeVisible();
    await page.screenshot({ path: shot('phone-03-plan') });
  });

  test.describe('refusals', () => {
    test.use({ allowBrowserProblems: true });

    test('a deadline after the service ends is refused on the deadline, naming the day; 服务到期 puts it right', async ({
      page,
      request,
      paidLearner: student,
      browserProblems,
    }) => {
      const today = await serverToday(request, student);
      await openPage(page, '/mobile/student/plan');
      const form = page.getByRole('form', { name: '学习计划设置' });
      const serviceEndsOn = dayOfLongDate((await page.getByTestId('plan-form-service-end').textContent()) ?? '');
      const later = new Date(Date.parse(`${serviceEndsOn}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
      const deadline = form.getByLabel('截止日期', { exact: true });
      await deadline.fill(later);
      const [year, month, day] = serviceEndsOn.split('-').map(Number);
      const refusal = `服务到 ${year}年${month}月${day}日 到期，计划的截止日期不能晚于这一天`;
      await expect(form.getByRole('alert')).toHaveText(refusal);
      await expect(deadline).toHaveAttribute('aria-invalid', 'true');
      await expect(deadline).toHaveAccessibleDescription(refusal);
      await expect(page.getByTestId('plan-form-summary')).toHaveText('按现在的设置排不出计划，请按提示调整');
      await page.screenshot({ path: shot('phone-04-after-service'), fullPage: true });

      // Nothing is sent while the server has said no; 服务到期 makes the settings good again.
      await form.getByRole('button', { name: '生成学习计划' }).click();
      await expect(page).toHaveURL(/\/mobile\/student\/plan$/);
      await form.getByRole('button', { name: '服务到期' }).click();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(deadline).not.toHaveAttribute('aria-invalid', 'true');
      const shown = await shownFigures(page);
      expect(shown.studyDays).toBe(
        Array.from(
          { length: daysFromTo(today, serviceEndsOn) },
          (_, offset) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000),
        ).filter((day) => day.getUTCDay() >= 1 && day.getUTCDay() <= 5).length,
      );
      expectOnlyRefusedPreviews(browserProblems);
    });
  });
});

test.describe('a 一年级 plan and 英语, on the phone', () => {
  test.use({
    studentProfile: { nickname: '林小雨', grade: '一年级' },
    purchase: { planId: 'primary-30', channel: 'wechat_h5' },
    allowBrowserProblems: true,
  });

  test('英语 is said to start in 三年级; 英语 alone is refused with the server’s reason', async ({
    page,
    paidLearner: _student,
    browserProblems,
  }) => {
    await openPage(page, '/mobile/student/plan');
    const form = page.getByRole('form', { name: '学习计划设置' });
    const notice = page.getByTestId('plan-form-english');
    await expect(notice).toHaveText('人教版英语从三年级开始，一、二年级的计划里不会有英语');
    // With 数学 and 语文 beside it, the plan is made for those.
    await shownFigures(page);
    await page.screenshot({ path: shot('phone-05-grade1-english'), fullPage: true });

    for (const subject of ['数学', '语文']) await form.getByRole('checkbox', { name: subject, exact: true }).uncheck();
    await expect(notice).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('所选科目暂时没有适合这个年级的内容，请换个科目');
    await page.screenshot({ path: shot('phone-06-grade1-english-only'), fullPage: true });

    await form.getByRole('checkbox', { name: '英语', exact: true }).uncheck();
    await expect(notice).toHaveCount(0);
    await form.getByRole('checkbox', { name: '数学', exact: true }).check();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await shownFigures(page);
    expectOnlyRefusedPreviews(browserProblems);
  });
});

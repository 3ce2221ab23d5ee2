import { bearer } from '../support/accounts.ts';
import { openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { dayOfLongDate, daysFromTo, expectPlanAsShown, planOf, serverToday, shownFigures } from '../support/plan-follows-class.ts';

/** A picture of the screen as the learner sees it: the view scrolls inside its pane, so the page is one screen. */
const shot = (name: string) => test.info().outputPath(`${name}.png`);

test.describe('a plan that follows the class, in the pad space', () => {
  test.use({ studentProfile: { nickname: '林小雨', grade: '五年级' }, purchase: { planId: 'primary-30', channel: 'wechat_h5' } });

  test(
    'pad: a 五年级 learner plans 数学 to the end of the service: the figures shown are the plan made, its lessons 五年级上册',
    { tag: '@pad-only' },
    async ({ page, request, paidLearner: student }) => {
      test.setTimeout(90_000);
      const today = await serverToday(request, student);

      // Without a plan, 今日学习 is the plan's form.
      await openPage(page, '/pad-xuesheng');
      const form = page.getByRole('form', { name: '学习计划设置' });
      await expect(form).toBeVisible();
      for (const subject of ['语文', '英语']) await form.getByRole('checkbox', { name: subject, exact: true }).uncheck();
      await form.getByRole('button', { name: '每天', exact: true }).click();
      await form.getByRole('radio', { name: '45 分钟' }).check();

      // 服务到期: the deadline becomes the service's last day, which the form names and the picker does not pass.
      const serviceLine = page.getByTestId('plan-form-service-end');
      await expect(serviceLine).toHaveText(/^服务到 \d{4}年\d{1,2}月\d{1,2}日 到期，计划最长到这一天$/);
      const serviceEndsOn = dayOfLongDate((await serviceLine.textContent()) ?? '');
      const deadline = form.getByLabel('截止日期', { exact: true });
      await expect(deadline).toHaveAttribute('max', serviceEndsOn);
      await form.getByRole('button', { name: '服务到期' }).click();
      await expect(deadline).toHaveValue(serviceEndsOn);

      const shown = await shownFigures(page);
      expect(shown).toMatchObject({ studyDays: daysFromTo(today, serviceEndsOn), minutesPerDay: 45 });
      const preview = await request.post('/api/companion/plan/preview', {
        headers: bearer(student),
        data: { subjects: ['数学'], startDate: today, deadline: serviceEndsOn, weekDays: [1, 2, 3, 4, 5, 6, 7], minutesPerDay: 45 },
      });
      expect(preview.status(), await preview.text()).toBe(200);
      expect(await preview.json()).toMatchObject({ studyDays: shown.studyDays, lessons: shown.lessons, serviceEndsOn });
      await page.screenshot({ path: shot('pad-01-plan-form') });

      await form.getByRole('button', { name: '生成学习计划' }).click();
      await expect(page.getByRole('heading', { name: '今日任务' })).toBeVisible();

      const plan = await planOf(request, student, today, serviceEndsOn);
      expect(plan.deadline).toBe(serviceEndsOn);
      const { lessons, tasks } = expectPlanAsShown(plan, shown);
      const [first] = lessons;
      if (!first) throw new Error('the plan has a lesson');
      if (first.date === today) await expect(page.getByRole('link', { name: `${first.title}：去学习` })).toBeVisible();
      const review = tasks.find((task) => task.date === today && task.origin === 'review');
      if (review) {
        const row = page.getByTestId('plan-task').filter({ has: page.getByRole('button', { name: `${review.title}：去练习` }) });
        await expect(row).toContainText('复习');
      }
      await page.screenshot({ path: shot('pad-02-today') });

      // 全部计划: the days ahead, review marked as such.
      await page.getByRole('link', { name: '全部计划' }).click();
      await expect(page.getByTestId('plan-overview')).toBeVisible();
      if (tasks.some((task) => task.origin === 'review')) {
        await expect(page.getByTestId('plan-task').filter({ hasText: '复习' }).first()).toBeVisible();
      }
      await page.screenshot({ path: shot('pad-03-plan') });
    },
  );
});

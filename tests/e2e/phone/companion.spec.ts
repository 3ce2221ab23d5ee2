import { enterAnswer, expectGrowing, watchAnswerStream } from '../support/companion-practice.ts';
import { mobileLayout, openPage } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearer } from '../support/accounts.ts';

test.describe('the AI companion on the phone', () => {
  test('a learner with a service plans, reads and finishes a lesson, practises, sees weak points, asks the tutor, reads a reminder', async ({
    page,
    request,
    paidLearner: student,
  }) => {
    test.setTimeout(150_000);
    // The whole page, or (for screens with a bar fixed at the bottom) what the phone shows.
    const shot = (name: string, fullPage = true) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

    // The student home leads into 今日学习 once the service runs; without a plan it offers to make one.
    await openPage(page, '/mobile/student/home');
    await expect(page.getByTestId('study-entry')).toContainText('还没有学习计划');
    await shot('01-home');
    await page.getByTestId('study-entry').click();
    await expect(page).toHaveURL(/\/mobile\/student\/study$/);
    await expect(mobileLayout(page).title).toHaveText('今日学习');
    await expect(page.getByRole('heading', { name: '还没有学习计划' })).toBeVisible();
    await shot('02-study-no-plan');
    await page.getByRole('link', { name: '制定学习计划' }).click();

    // The plan: a wrong setting is named before anything is sent; then 数学, every day, 60 minutes, two weeks.
    await expect(page).toHaveURL(/\/mobile\/student\/plan$/);
    await expect(mobileLayout(page).title).toHaveText('学习计划');
    for (const subject of ['数学', '语文', '英语']) await page.getByRole('checkbox', { name: subject, exact: true }).uncheck();
    await page.getByRole('button', { name: '生成学习计划' }).click();
    await expect(page.getByRole('alert')).toHaveText('请至少选择一个科目');
    await page.getByRole('checkbox', { name: '数学', exact: true }).check();
    await page.getByRole('button', { name: '每天', exact: true }).click();
    await page.getByRole('radio', { name: '60 分钟' }).check();
    await page.getByRole('button', { name: '2 周' }).click();
    await expect(page.getByTestId('plan-form-summary')).toHaveText(/^共 14 个学习日，每天 60 分钟，合计约 14 小时，其中新课 \d+ 节$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot('03-plan-form');
    await page.getByRole('button', { name: '生成学习计划' }).click();

    // Today: lessons and practice of the weakest points first.
    await expect(page).toHaveURL(/\/mobile\/student\/study$/);
    await expect(page.getByTestId('today-summary')).toBeVisible();
    await expect(page.getByTestId('today-done')).toHaveText('0');
    const firstLesson = page.getByRole('link', { name: /^学习：.+：去学习$/ }).first();
    const lessonTask = ((await firstLesson.getAttribute('aria-label')) ?? '').replace(/：去学习$/, '');
    const point = lessonTask.replace(/^学习：/, '');
    await expect(page.getByRole('button', { name: `练习：${point}：去练习` })).toBeVisible();
    await shot('04-study-today');

    // The evening reminder comes for a day with open tasks (the e2e server has it due all day).
    await expect
      .poll(
        async () => ((await (await request.get('/api/notifications', { headers: bearer(student) })).json()) as { unread: number }).unread,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);

    // Read the lesson, finish it: the time read is recorded and the task is done.
    await firstLesson.click();
    await expect(page).toHaveURL(/\/mobile\/student\/lesson\/[^?]+\?taskId=/);
    await expect(mobileLayout(page).title).toHaveText('学习讲解');
    await expect(page.getByText(`知识点：${point}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '例题精讲' })).toBeVisible();
    await shot('05-lesson');
    await shot('05-lesson-screen', false);
    await page.getByRole('button', { name: '我学完了' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/study$/);
    await expect(page.getByTestId('today-done')).toHaveText('1');
    await expect(page.getByRole('link', { name: `${lessonTask}：复习` })).toBeVisible();
    const today = (await (await request.get('/api/companion/today', { headers: bearer(student) })).json()) as {
      tasks: { title: string; status: string; spentMinutes: number | null }[];
    };
    expect(today.tasks.find((task) => task.title === lessonTask)).toMatchObject({ status: 'done', spentMinutes: 1 });

    // Practise the point: the first answer right, the others wrong, each with the right answer and the explanation.
    await page.getByRole('button', { name: `练习：${point}：去练习` }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/practice\/[^/]+$/);
    await expect(mobileLayout(page).title).toHaveText('练习');
    const count = await page.getByRole('list', { name: '答题进度' }).getByRole('listitem').count();
    expect(count).toBeGreaterThanOrEqual(3);
    const question = page.locator('[data-exercise-id]');
    const feedback = page.getByTestId('answer-feedback');
    for (let index = 0; index < count; index += 1) {
      await expect(page.getByText(`第 ${index + 1} 题`, { exact: false }).first()).toBeVisible();
      const right = index === 0;
      const exercise = await enterAnswer(question, right);
      await page.getByRole('button', { name: '提交答案' }).click();
      await expect(feedback).toContainText(right ? '回答正确' : '回答错误');
      await expect(feedback.getByTestId('correct-answer')).not.toBeEmpty();
      await expect(feedback.getByRole('heading', { name: '解析' })).toBeVisible();
      await expect(feedback.getByRole('listitem').first()).toHaveText(exercise.explanation[0] ?? '');
      if (index === 0) await shot('06-practice-right');
      if (index === 1) {
        await shot('07-practice-wrong');
        await shot('07-practice-wrong-screen', false);
        // “讲讲这道题”: the tutor explains this exercise; its answer streams in and ends with its sources.
        await expect(feedback.getByText('你的答案')).toBeVisible();
        const lengths = await watchAnswerStream(page, () => feedback.getByRole('link', { name: /讲讲这道题/ }).click());
        await expect(page).toHaveURL(/\/mobile\/student\/tutor$/);
        await expect(mobileLayout(page).title).toHaveText('小伴老师');
        expectGrowing(lengths);
        const explained = page.getByTestId('tutor-answer').last();
        await expect(explained.getByTestId('tutor-answer-text')).toContainText('课程资料库');
        await expect(explained.getByTestId('tutor-sources')).toBeVisible();
        await expect(page.locator('[data-role="user"]').last()).toHaveText('讲讲这道题');
        await shot('08-tutor-exercise', false);
        await page.goBack();
        await expect(page).toHaveURL(/\/mobile\/student\/practice\//);
        // Back in the set, it goes on where it stopped.
        await expect(page.getByText(`第 ${index + 2} 题`, { exact: false }).first()).toBeVisible();
        continue;
      }
      if (index < count - 1) await page.getByRole('button', { name: '下一题' }).click();
    }
    await page.getByRole('button', { name: '查看练习结果' }).click();

    // The result: one right, the point is weak, and its lesson is back in the plan.
    await expect(page.getByTestId('practice-score')).toHaveText('1');
    const weakPoints = page.getByTestId('weak-points');
    await expect(weakPoints).toContainText(point);
    await expect(page.getByTestId('added-tasks')).toContainText(`复习：${point}`);
    await shot('09-practice-result');
    await page.getByRole('button', { name: '回到今日学习' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/study$/);
    await expect(page.getByRole('button', { name: `练习：${point}：去练习` })).toHaveCount(0);

    // The plan shows its days, the added lesson among them.
    await page.getByRole('link', { name: '全部计划' }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/plan$/);
    await expect(page.getByTestId('plan-overview')).toContainText('每天学习 60 分钟');
    await expect(page.getByTestId('plan-task').filter({ hasText: '补弱' })).toContainText(point);
    await shot('09b-plan-overview');
    await page.goBack();

    // The report shows the weak point too.
    await page.getByRole('link', { name: /学习报告/ }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/progress$/);
    await expect(page.getByTestId('progress-weak-points')).toContainText(point);
    await shot('10-progress');
    await page.getByRole('tab', { name: '每周报告' }).click();
    await expect(page).toHaveURL(/tab=week/);
    await expect(page.getByText('本周')).toBeVisible();
    await expect(page.getByText('林小雨的学习周报')).toBeVisible();
    await shot('11-weekly');

    // A question typed to the tutor streams in the same way.
    await openPage(page, '/mobile/student/tutor');
    await expect(page.getByTestId('questions-left')).toBeVisible();
    const leftBefore = Number(await page.getByTestId('questions-left').locator('strong').textContent());
    await page.getByRole('textbox', { name: '你的问题' }).fill('一元一次方程怎么解？');
    const lengths = await watchAnswerStream(page, () => page.getByRole('button', { name: '发送' }).click());
    expectGrowing(lengths);
    await expect(page.getByTestId('tutor-answer').last().getByTestId('tutor-sources')).toBeVisible();
    await expect(page.getByTestId('questions-left').locator('strong')).toHaveText(String(leftBefore - 1));
    await shot('12-tutor-question', false);

    // Mine: the reminders' unread badge; the reminder is read by tapping it; SMS reminders can be switched on.
    await openPage(page, '/mobile/student/mine');
    await expect(page.getByRole('status', { name: '1 条未读' })).toHaveText('1');
    await shot('13-mine');
    await page.getByText('督学提醒', { exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/student\/notifications$/);
    await expect(mobileLayout(page).title).toHaveText('督学提醒');
    const reminder = page.getByTestId('notification');
    await expect(reminder).toHaveCount(1);
    await expect(reminder).toContainText('今天的任务还没完成');
    await expect(reminder.getByLabel('未读')).toBeVisible();
    await expect(page.getByText('1 条未读')).toBeVisible();
    await shot('14-notifications');
    await reminder.click();
    await expect(reminder.getByLabel('未读')).toHaveCount(0);
    await expect(page.getByText('1 条未读')).toHaveCount(0);
    await page.getByRole('switch', { name: '短信提醒' }).click();
    await expect(page.getByRole('switch', { name: '短信提醒' })).toBeChecked();
    await expect
      .poll(async () => ((await (await request.get('/api/me/reminders', { headers: bearer(student) })).json()) as { sms: boolean }).sms)
      .toBe(true);
    const list = (await (await request.get('/api/notifications', { headers: bearer(student) })).json()) as { unread: number };
    expect(list.unread).toBe(0);
  });

  test.describe('without a running service', () => {
    test.use({ allowBrowserProblems: true });

    test('a learner sees what the service gives and a way to buy it', async ({ page, student: _student, browserProblems }) => {
      await openPage(page, '/mobile/student/home');
      await expect(page.getByTestId('service-status')).toContainText('未开通');
      await expect(page.getByTestId('study-entry')).toHaveCount(0);

      await openPage(page, '/mobile/student/study');
      const inactive = page.getByTestId('service-inactive');
      await expect(inactive.getByRole('heading', { name: '还没有开通AI伴学服务' })).toBeVisible();
      await expect(inactive).toContainText('AI老师答疑');
      await page.screenshot({ path: test.info().outputPath('15-no-service.png'), fullPage: true });
      await inactive.getByRole('button', { name: '去开通服务' }).click();
      await expect(page).toHaveURL(/\/mobile\/student\/home$/);

      await openPage(page, '/mobile/student/tutor');
      await expect(page.getByTestId('service-inactive')).toBeVisible();
      // The only failures were the server's answers that the service is not active.
      expect(browserProblems.pageErrors).toEqual([]);
      for (const failed of browserProblems.failedResponses) expect(failed).toMatch(/^403 GET .*\/api\/companion\/(today|chat)/);
    });

    test.describe(() => {
      test.use({ parentProfile: { children: [{ name: '大宝' }, { name: '二宝', paid: true }] } });

      test('a parent switches between children: the one without a service is marked and offered the purchase', async ({
        page,
        parent: _parent,
      }) => {
        await openPage(page, '/mobile/student/study');
        const switcher = page.getByRole('radiogroup', { name: '选择孩子' });
        // The child with a running service comes first.
        await expect(switcher.getByRole('radio', { name: /二宝/ })).toBeChecked();
        await expect(switcher.getByRole('radio', { name: /大宝/ })).toContainText('未开通');
        await expect(page.getByRole('heading', { name: '还没有学习计划' })).toBeVisible();
        await page.screenshot({ path: test.info().outputPath('16-parent-switcher.png'), fullPage: true });

        await switcher.getByRole('radio', { name: /大宝/ }).click();
        await expect(page.getByRole('heading', { name: '大宝还没有开通AI伴学服务' })).toBeVisible();
        // The choice follows the parent to the next page.
        await openPage(page, '/mobile/student/progress');
        await expect(page.getByRole('radiogroup', { name: '选择孩子' }).getByRole('radio', { name: /大宝/ })).toBeChecked();
      });
    });
  });

  test.describe(() => {
    test.use({ studentProfile: { nickname: '周小安', grade: null } });

    test('a student who paid without giving a grade picks it on 今日学习 and carries on; mine edits the name and the grade', async ({
      page,
      request,
      paidLearner: student,
    }) => {
      await openPage(page, '/mobile/student/study');
      const ask = page.getByTestId('grade-required');
      await expect(ask.getByRole('heading', { name: '先选择你的年级' })).toBeVisible();
      await ask.getByRole('button', { name: '保存并继续' }).click();
      await expect(ask.getByRole('alert')).toHaveText('请选择年级');
      await ask.getByRole('button', { name: '三年级' }).click();
      await page.screenshot({ path: test.info().outputPath('grade-required.png') });
      await ask.getByRole('button', { name: '保存并继续' }).click();
      await expect(page.getByRole('heading', { name: '还没有学习计划' })).toBeVisible();
      await expect(ask).toHaveCount(0);

      // The tutor's first questions are a 三年级 pupil's, not equations.
      await openPage(page, '/mobile/student/tutor');
      const suggestions = page.getByLabel('可以这样问');
      await expect(suggestions).toContainText('乘法分配律怎么简便计算？');
      await expect(suggestions).not.toContainText('方程');

      // 我的 › 学习信息 shows it, and changes it with the name.
      await openPage(page, '/mobile/student/mine');
      const info = page.locator('.adm-list').filter({ hasText: '学习信息' });
      await expect(info).toContainText('三年级');
      await info.getByRole('button', { name: '编辑' }).click();
      const sheet = page.getByRole('dialog', { name: '编辑学习信息' });
      await sheet.getByLabel('称呼').fill('周安安');
      await sheet.getByText('初二', { exact: true }).click();
      await sheet.getByRole('button', { name: '保存' }).click();
      await expect(sheet).toHaveCount(0);
      await expect(info).toContainText('周安安');
      await expect(info).toContainText('初二');
      const me = (await (await request.get('/api/me', { headers: bearer(student) })).json()) as {
        learners: { name: string; grade: string }[];
      };
      expect(me.learners).toMatchObject([{ name: '周安安', grade: '初二' }]);
    });
  });
});

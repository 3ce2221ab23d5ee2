import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, bearer } from '../support/accounts.ts';
import { openPage } from '../support/app.ts';
import { enterAnswer, expectGrowing, watchAnswerStream, wrongAnswerOf } from '../support/companion-practice.ts';
import { expect, test } from '../support/fixtures.ts';

type Task = { id: string; kind: string; title: string; knowledgePointId: string };

/**
 * What a learner has done before the page opens, through the API as the pages do it: a plan of 数学 every day for
 * two weeks, one practice task answered all wrong (a weak point), and one question to the tutor.
 */
async function learnerWithHistory(request: APIRequestContext, student: Account) {
  const headers = bearer(student);
  const today = (await (await request.get('/api/companion/today', { headers })).json()) as { date: string };
  const deadline = new Date(Date.parse(`${today.date}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
  const planned = await request.post('/api/companion/plan', {
    headers,
    data: { subjects: ['数学'], startDate: today.date, deadline, weekDays: [1, 2, 3, 4, 5, 6, 7], minutesPerDay: 60 },
  });
  expect(planned.status(), 'the plan is made').toBe(201);
  const { tasks } = (await (await request.get('/api/companion/today', { headers })).json()) as { tasks: Task[] };
  const practiceTask = tasks.find((task) => task.kind === 'practice');
  if (!practiceTask) throw new Error('today has a practice task');
  const set = (await (await request.post('/api/companion/practice', { headers, data: { taskId: practiceTask.id } })).json()) as {
    id: string;
    exercises: { id: string }[];
  };
  for (const exercise of set.exercises) {
    const answered = await request.post(`/api/companion/practice/${set.id}/answers`, {
      headers,
      data: { exerciseId: exercise.id, answer: wrongAnswerOf(exercise.id) },
    });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  expect((await request.post(`/api/companion/practice/${set.id}/finish`, { headers })).ok()).toBe(true);
  const asked = await request.post('/api/companion/chat', { headers, data: { message: '有理数的减法怎么算？' } });
  expect(asked.status()).toBe(200);
  expect(await asked.text()).toContain('event: done');
  return { weakPoint: practiceTask.title.replace(/^练习：/, '') };
}

const rail = (page: Page) => page.getByRole('navigation', { name: '学习空间' });

/** A picture of the screen as the learner sees it: the view scrolls inside its pane, so the page is one screen. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The plan the way a learner makes it: 数学 only, every day, 60 minutes, two weeks. */
async function makePlan(page: Page) {
  const form = page.getByRole('form', { name: '学习计划设置' });
  for (const subject of ['语文', '英语']) await form.getByRole('checkbox', { name: subject, exact: true }).uncheck();
  await form.getByRole('button', { name: '每天', exact: true }).click();
  await form.getByRole('radio', { name: '60 分钟' }).check();
  await form.getByRole('button', { name: '2 周' }).click();
  await expect(page.getByTestId('plan-form-summary')).toHaveText(/^共 14 个学习日，每天 60 分钟，合计约 14 小时，其中新课 \d+ 节$/);
  await form.getByRole('button', { name: '生成学习计划' }).click();
}

/**
 * Whether the page scrolls sideways (the page or the view's pane), and the smallest text and touch target in the
 * space — every element with text of its own, every link and button.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="student-space"]');
    const paneElement = document.querySelector('[data-testid="companion-pane"]');
    const visible = (element: Element): element is HTMLElement =>
      element instanceof HTMLElement && element.offsetParent !== null && !element.closest('.visually-hidden');
    const texts = [...(root?.querySelectorAll('*') ?? [])].filter(
      (element) => visible(element) && [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const fonts = texts.map((element) => ({
      size: Number.parseFloat(getComputedStyle(element).fontSize),
      text: element.textContent?.trim().slice(0, 20),
    }));
    const targets = [...(root?.querySelectorAll('a, button') ?? [])].filter(visible).map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        size: Math.min(rect.width, rect.height),
        text: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20),
      };
    });
    const smallest = <T extends { size: number }>(items: T[]) => items.reduce((min, item) => (item.size < min.size ? item : min));
    return {
      horizontalScroll: Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        paneElement ? paneElement.scrollWidth - paneElement.clientWidth : 0,
      ),
      verticalPageScroll: document.documentElement.scrollHeight - window.innerHeight,
      smallestText: smallest(fonts),
      smallestTarget: smallest(targets),
      bodyText: Number.parseFloat(getComputedStyle(paneElement ?? document.body).fontSize),
    };
  });
}

async function expectClassroomSizes(page: Page, label: string) {
  const measured = await measure(page);
  expect(measured.horizontalScroll, `${label}: no sideways scrolling`).toBeLessThanOrEqual(0);
  expect(measured.verticalPageScroll, `${label}: the page itself does not scroll`).toBeLessThanOrEqual(0);
  expect(measured.bodyText, `${label}: body text`).toBeGreaterThanOrEqual(28.8);
  expect(measured.smallestText.size, `${label}: every text at least 28 px (${measured.smallestText.text})`).toBeGreaterThanOrEqual(28);
  expect(measured.smallestTarget.size, `${label}: every target at least 64 px (${measured.smallestTarget.text})`).toBeGreaterThanOrEqual(
    64,
  );
}

test.describe('the companion in the student space', () => {
  test(
    'pad: a learner plans, finishes today’s lesson, practises with explanations, sees the weak points, asks the tutor',
    { tag: '@pad-only' },
    async ({ page, request, paidLearner: student, loadedScripts }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: 1366, height: 1024 });
      await openPage(page, '/pad-xuesheng');

      // The space is the companion: the rail, the service, and — without a plan — the plan to make.
      await expect(page.getByRole('heading', { level: 1, name: '你好，林小雨' })).toBeVisible();
      await expect(rail(page).getByRole('link')).toHaveText(['今日学习', '课本同步', '练习·薄弱点', '学习报告', '小伴老师']);
      await expect(rail(page).getByRole('link', { name: '今日学习' })).toHaveAttribute('aria-current', 'page');
      const service = page.getByRole('region', { name: '我的AI伴学服务' });
      await expect(page.getByRole('heading', { name: '先制定你的学习计划' })).toBeVisible();
      await shot(page, 'pad-01-no-plan');
      await makePlan(page);

      // Today: the plan's tasks, the progress ring at 0, the service with its days left.
      await expect(page.getByRole('status').filter({ hasText: '学习计划已生成' })).toBeVisible();
      await expect(page.getByTestId('today-done')).toHaveText('0');
      await expect(service).toContainText('剩余30天');
      await expect(service.getByTestId('service-until')).toHaveText(/^服务有效期至 \d{4}年\d{1,2}月\d{1,2}日$/);
      const firstLesson = page.getByRole('link', { name: /^学习：.+：去学习$/ }).first();
      const lessonTask = ((await firstLesson.getAttribute('aria-label')) ?? '').replace(/：去学习$/, '');
      const point = lessonTask.replace(/^学习：/, '');
      await expect(page.getByRole('button', { name: `练习：${point}：去练习` })).toBeVisible();
      await shot(page, 'pad-02-today');
      // The evening reminder comes for a day with open tasks (the e2e server has it due all day).
      await expect
        .poll(
          async () => ((await (await request.get('/api/notifications', { headers: bearer(student) })).json()) as { unread: number }).unread,
          {
            timeout: 15_000,
          },
        )
        .toBe(1);

      // The lesson: read, then 我学完了 — back on today the task is done, with the time read.
      await firstLesson.click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=lesson&lesson=[^&]+&task=/);
      await expect(page.getByText(`知识点：${point}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: '例题精讲' })).toBeVisible();
      await shot(page, 'pad-03-lesson');
      await page.getByRole('button', { name: '我学完了' }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng$/);
      await expect(page.getByRole('status').filter({ hasText: '已完成，用时 1 分钟' })).toBeVisible();
      await expect(page.getByTestId('today-done')).toHaveText('1');
      await expect(page.getByRole('link', { name: `${lessonTask}：复习` })).toBeVisible();
      // Back on today, the reminder shows, unread, and the rail counts it.
      await expect(page.getByTestId('reminders-panel').getByTestId('notification')).toHaveCount(1);
      await expect(page.getByTestId('reminders-panel').getByRole('img', { name: '未读' })).toBeVisible();
      await expect(rail(page).getByRole('link', { name: '今日学习，1 条未读提醒' })).toBeVisible();
      await shot(page, 'pad-03b-today-lesson-done');
      // 督学提醒: read them all at once, and have them sent by SMS too.
      await page.getByTestId('reminders-panel').getByRole('link', { name: '全部' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '督学提醒' })).toBeVisible();
      await expect(page.getByTestId('notification')).toContainText('今天的任务还没完成');
      await page.getByRole('button', { name: '全部已读' }).click();
      await expect(page.getByTestId('notification').getByLabel('未读')).toHaveCount(0);
      await expect(rail(page).getByRole('link', { name: '今日学习', exact: true })).toBeVisible();
      await page.getByRole('switch', { name: '短信提醒' }).click();
      await expect(page.getByRole('switch', { name: '短信提醒' })).toBeChecked();
      await shot(page, 'pad-03c-reminders');
      await page.getByRole('button', { name: '返回今日学习' }).click();
      await expect(page.getByTestId('today-done')).toHaveText('1');
      const today = (await (await request.get('/api/companion/today', { headers: bearer(student) })).json()) as {
        tasks: { title: string; status: string; spentMinutes: number | null }[];
      };
      expect(today.tasks.find((task) => task.title === lessonTask)).toMatchObject({ status: 'done', spentMinutes: 1 });

      // Practise the point: the first answer right, the others wrong; after each, the right answer and the explanation.
      await page.getByRole('button', { name: `练习：${point}：去练习` }).click();
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=set&set=/);
      await expect(rail(page).getByRole('link', { name: '练习·薄弱点' })).toHaveAttribute('aria-current', 'page');
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
        await expect(feedback).toBeInViewport();
        if (index === 1) {
          await shot(page, 'pad-04-practice-wrong');
          // “讲讲这道题”: the tutor explains this exercise, streaming; back in the set, it goes on where it stopped.
          const lengths = await watchAnswerStream(page, () => feedback.getByRole('link', { name: /讲讲这道题/ }).click());
          expectGrowing(lengths);
          await expect(page).toHaveURL(/\/pad-xuesheng\?view=tutor$/);
          await expect(page.locator('[data-role="user"]').last()).toHaveText('讲讲这道题');
          await expect(page.getByTestId('tutor-answer').last().getByTestId('tutor-sources')).toBeVisible();
          await shot(page, 'pad-04b-tutor-exercise');
          await page.goBack();
          await expect(page).toHaveURL(/\/pad-xuesheng\?view=set&set=/);
          await expect(page.getByText(`第 ${index + 2} 题`, { exact: false }).first()).toBeVisible();
          continue;
        }
        if (index < count - 1) await page.getByRole('button', { name: '下一题' }).click();
      }
      await page.getByRole('button', { name: '查看练习结果' }).click();

      // The result: one right, the point is weak, its lesson is back in the plan.
      await expect(page.getByTestId('practice-score')).toHaveText('1');
      await expect(page.getByTestId('weak-points')).toContainText(point);
      await expect(page.getByTestId('added-tasks')).toContainText(`复习：${point}`);
      await shot(page, 'pad-05-practice-result');

      // 练习·薄弱点 and the report list the weak point, with its lesson and more practice.
      await page.getByRole('link', { name: '继续练习薄弱点' }).click();
      await expect(page.getByTestId('hub-weak-points')).toContainText(point);
      await expect(page.getByTestId('hub-weak-points').getByRole('button', { name: `${point}：去练习` })).toBeVisible();
      await shot(page, 'pad-06-practice-hub');
      await rail(page).getByRole('link', { name: '学习报告' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
      await expect(page.getByTestId('progress-weak-points')).toContainText(point);
      await expect(page.getByTestId('progress-weak-points').getByRole('link', { name: `${point}：看讲解` })).toBeVisible();
      await shot(page, 'pad-07-report');
      await page.getByRole('tab', { name: '每周报告' }).click();
      await expect(page.getByText('本周')).toBeVisible();
      await expect(page.getByTestId('progress-view')).toBeVisible();

      // The tutor: a question typed in, the answer streams in and ends with its sources.
      await rail(page).getByRole('link', { name: '小伴老师' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '小伴老师' })).toBeVisible();
      await expect(page.getByTestId('questions-left')).toBeVisible();
      const leftBefore = Number(await page.getByTestId('questions-left').locator('strong').textContent());
      await page.getByRole('textbox', { name: '你的问题' }).fill('一元一次方程怎么解？');
      const lengths = await watchAnswerStream(page, () => page.getByRole('button', { name: '发送' }).click());
      expectGrowing(lengths);
      const answer = page.getByTestId('tutor-answer').last();
      await expect(answer.getByTestId('tutor-sources')).toBeVisible();
      await expect(answer.getByTestId('tutor-sources').getByRole('listitem').first()).toBeVisible();
      await expect(answer.getByTestId('tutor-answer-text')).toContainText('课程资料库');
      await expect(page.getByTestId('questions-left').locator('strong')).toHaveText(String(leftBefore - 1));
      // The box to ask stays in view under the conversation.
      await expect(page.getByRole('textbox', { name: '你的问题' })).toBeInViewport();
      await shot(page, 'pad-08-tutor');

      // A smaller pad in landscape: the rail turns into icons over labels, today still fits the width.
      await page.setViewportSize({ width: 1024, height: 768 });
      await rail(page).getByRole('link', { name: '今日学习' }).click();
      await expect(page.getByTestId('today-done')).toHaveText('2');
      await shot(page, 'pad-09-today-1024x768');
      expect((await measure(page)).horizontalScroll).toBeLessThanOrEqual(0);

      // The desktop bundle never loads the phone's UI library.
      const scripts = await loadedScripts.settled();
      expect(scripts.filter((script) => /\badm-[a-z]/.test(script.body)).map((script) => script.url)).toEqual([]);
    },
  );

  test(
    'pad: the rail works from the keyboard, and a view survives a reload',
    { tag: '@pad-only' },
    async ({ page, paidLearner: _paidLearner }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await openPage(page, '/pad-xuesheng');
      await expect(page.getByRole('heading', { name: '先制定你的学习计划' })).toBeVisible();

      await rail(page).getByRole('link', { name: '今日学习' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(rail(page).getByRole('link', { name: '课本同步' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(rail(page).getByRole('link', { name: '练习·薄弱点' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/pad-xuesheng\?view=report$/);
      await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
      await expect(rail(page).getByRole('link', { name: '学习报告' })).toHaveAttribute('aria-current', 'page');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: '学习报告' })).toBeVisible();
      await page.keyboard.press('Tab');
      await shot(page, 'pad-1024x768-report');
      const measured = await measure(page);
      expect(measured.horizontalScroll).toBeLessThanOrEqual(0);
      expect(measured.smallestTarget.size, `${measured.smallestTarget.text}`).toBeGreaterThanOrEqual(40);

      await page.goBack();
      await expect(page.getByRole('heading', { name: '先制定你的学习计划' })).toBeVisible();
      await shot(page, 'pad-1024x768-no-plan');
    },
  );

  test.describe(() => {
    test.use({ studentProfile: { nickname: '周小安', grade: null } });

    test(
      'pad: a student who paid without giving a grade picks it in the space and the plan is offered',
      { tag: '@pad-only' },
      async ({ page, request, paidLearner: student }) => {
        await openPage(page, '/pad-xuesheng');

        const ask = page.getByTestId('grade-required');
        await expect(ask.getByRole('heading', { name: '先选择你的年级' })).toBeVisible();
        await ask.getByRole('button', { name: '高一' }).click();
        await shot(page, 'pad-grade-required');
        await ask.getByRole('button', { name: '保存并继续' }).click();
        await expect(page.getByRole('heading', { name: '先制定你的学习计划' })).toBeVisible();
        const me = (await (await request.get('/api/me', { headers: bearer(student) })).json()) as { learners: { grade: string }[] };
        expect(me.learners).toMatchObject([{ grade: '高一' }]);
      },
    );
  });

  test(
    'pad: a parent picks a child on the cards, sees the child’s companion and switches back',
    { tag: '@pad-only' },
    async ({ page, parent }) => {
      await page.setViewportSize({ width: 1366, height: 1024 });
      const [first, second] = parent.user.learners;
      if (!first || !second) throw new Error('the parent has two children');
      await openPage(page, '/pad-xuesheng');

      await expect(page.getByTestId('learner-space')).toHaveCount(2);
      await expect(page.getByRole('region', { name: first.name }).getByRole('link', { name: /学习空间/ })).toHaveCount(0);
      await shot(page, 'pad-parent-cards');
      await page
        .getByRole('region', { name: second.name })
        .getByRole('link', { name: `进入${second.name}的学习空间` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/pad-xuesheng\\?learner=${second.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: `${second.name}的今日学习` })).toBeVisible();
      await expect(page.getByRole('heading', { name: `先制定${second.name}的学习计划` })).toBeVisible();
      await expect(page.getByRole('region', { name: `${second.name}的AI伴学服务` })).toContainText('剩余30天');
      // Every link inside keeps the child.
      await expect(rail(page).getByRole('link', { name: '小伴老师' })).toHaveAttribute(
        'href',
        `/pad-xuesheng?learner=${second.id}&view=tutor`,
      );
      await shot(page, 'pad-parent-child');

      await page.getByRole('link', { name: '切换孩子' }).click();
      await expect(page.getByTestId('learner-space')).toHaveCount(2);
      // A child without a service is not opened from a link either: the cards with the QR code show instead.
      await openPage(page, `/pad-xuesheng?learner=${first.id}`);
      await expect(page.getByTestId('companion-space')).toHaveCount(0);
      await expect(page.getByRole('region', { name: first.name }).getByRole('img', { name: /二维码/ })).toBeVisible();
    },
  );

  // A NUC is a mini-PC: the classroom screen's tests carry no tag and run in the pc project.
  test('classroom screen: the task list and a practice answer at 1920×1080 and 1366×768, large and within the screen', async ({
    page,
    paidLearner: _paidLearner,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPage(page, '/nuc-xuesheng');
    await expect(page.getByRole('heading', { name: '先制定你的学习计划' })).toBeVisible();
    await shot(page, 'nuc-1920-01-no-plan');
    await makePlan(page);

    await expect(page.getByTestId('today-done')).toHaveText('0');
    const lessonTask = page.getByRole('link', { name: /^学习：.+：去学习$/ }).first();
    const point = ((await lessonTask.getAttribute('aria-label')) ?? '').replace(/^学习：/, '').replace(/：去学习$/, '');
    await expect(page.getByTestId('plan-task').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '学习计划已生成' })).toHaveCount(0, { timeout: 10_000 });
    await shot(page, 'nuc-1920-02-today');
    await expectClassroomSizes(page, 'today at 1920×1080');

    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'nuc-1366-02-today');
    const small = await measure(page);
    expect(small.horizontalScroll, 'no sideways scrolling at 1366×768').toBeLessThanOrEqual(0);
    expect(small.smallestTarget.size, `targets at 1366×768 (${small.smallestTarget.text})`).toBeGreaterThanOrEqual(64);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('button', { name: `练习：${point}：去练习` }).click();
    await expect(page).toHaveURL(/\/nuc-xuesheng\?view=set&set=/);
    const question = page.locator('[data-exercise-id]');
    await enterAnswer(question, false);
    await page.getByRole('button', { name: '提交答案' }).click();
    const feedback = page.getByTestId('answer-feedback');
    await expect(feedback).toContainText('回答错误');
    await expect(feedback.getByRole('heading', { name: '解析' })).toBeVisible();
    await expect(page.getByRole('button', { name: '下一题' })).toBeInViewport();
    await shot(page, 'nuc-1920-03-practice');
    await expectClassroomSizes(page, 'practice at 1920×1080');

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.getByRole('button', { name: '下一题' })).toBeInViewport();
    await shot(page, 'nuc-1366-03-practice');
    const practiceSmall = await measure(page);
    expect(practiceSmall.horizontalScroll).toBeLessThanOrEqual(0);
    expect(practiceSmall.smallestTarget.size, `${practiceSmall.smallestTarget.text}`).toBeGreaterThanOrEqual(64);
  });

  test('classroom screen: every view within the width at 1920×1080 and 1366×768, large type', async ({ page, request, paidLearner }) => {
    test.setTimeout(120_000);
    const { weakPoint } = await learnerWithHistory(request, paidLearner);
    const views: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
      { name: 'today', path: '/nuc-xuesheng', ready: (p) => expect(p.getByTestId('today-summary')).toBeVisible() },
      {
        name: 'practice-hub',
        path: '/nuc-xuesheng?view=practice',
        ready: (p) => expect(p.getByTestId('hub-weak-points')).toContainText(weakPoint),
      },
      {
        name: 'report',
        path: '/nuc-xuesheng?view=report',
        ready: (p) => expect(p.getByTestId('progress-weak-points')).toContainText(weakPoint),
      },
      { name: 'tutor', path: '/nuc-xuesheng?view=tutor', ready: (p) => expect(p.getByTestId('tutor-sources').first()).toBeVisible() },
      { name: 'library', path: '/nuc-xuesheng?view=library', ready: (p) => expect(p.getByTestId('textbook-point').first()).toBeVisible() },
      { name: 'plan', path: '/nuc-xuesheng?view=plan', ready: (p) => expect(p.getByTestId('plan-overview')).toBeVisible() },
      {
        name: 'reminders',
        path: '/nuc-xuesheng?view=reminders',
        ready: (p) => expect(p.getByRole('switch', { name: '短信提醒' })).toBeVisible(),
      },
    ];
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      for (const view of views) {
        await openPage(page, view.path);
        await view.ready(page);
        await shot(page, `nuc-${size.width}-view-${view.name}`);
        const measured = await measure(page);
        expect(measured.horizontalScroll, `${view.name} at ${size.width}: no sideways scrolling`).toBeLessThanOrEqual(0);
        expect(measured.verticalPageScroll, `${view.name} at ${size.width}: the page itself does not scroll`).toBeLessThanOrEqual(0);
        if (size.width === 1920) {
          // Secondary labels of the shared views (a chart's caption, a time) scale from the same base; none below 24 px.
          expect(measured.smallestText.size, `${view.name}: smallest text (${measured.smallestText.text})`).toBeGreaterThanOrEqual(24);
        }
      }
    }
    // A lesson from today, read on the classroom screen: 我学完了 stays at the foot of the screen while reading.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openPage(page, '/nuc-xuesheng');
    await page
      .getByRole('link', { name: /^学习：.+：去学习$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: '例题精讲' })).toBeAttached();
    await expect(page.getByRole('button', { name: '我学完了' })).toBeInViewport();
    await shot(page, 'nuc-1920-view-lesson');
    await expectClassroomSizes(page, 'lesson at 1920×1080');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlanTask } from '../../../../contract/companion.ts';
import { CompanionPathsProvider, type CompanionPaths } from '../companion-paths.tsx';
import { TaskList } from './task-list.tsx';

const task = (patch: Partial<PlanTask>): PlanTask => ({
  id: 't1',
  date: '2026-11-26',
  kind: 'practice',
  subject: '数学',
  title: '练习：小数乘整数',
  knowledgePointId: 'rj-math-5a-decimal-times-integer',
  lessonId: null,
  estimatedMinutes: 8,
  status: 'todo',
  spentMinutes: null,
  doneAt: null,
  origin: 'planned',
  ...patch,
});

const paths: CompanionPaths = {
  study: '/s',
  plan: '/p',
  progress: '/r',
  notifications: '/n',
  lesson: (lessonId, taskId) => `/l/${lessonId}${taskId ? `?taskId=${taskId}` : ''}`,
  practice: (setId) => `/x/${setId}`,
  tutor: () => '/t',
  buy: '/b',
};

const render = (tasks: PlanTask[], readOnly = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CompanionPathsProvider paths={paths}>
        <TaskList tasks={tasks} readOnly={readOnly} onStartPractice={() => undefined} />
      </CompanionPathsProvider>
    </MemoryRouter>,
  );

describe('a day’s tasks', () => {
  it('marks review practice 复习 and moved work 已顺延, and shows the point without the title’s prefix', () => {
    const html = render(
      [
        task({ id: 'a', title: '复习：小数乘整数', origin: 'review' }),
        task({ id: 'b', origin: 'replanned' }),
        task({ id: 'c', kind: 'lesson', title: '学习：等式的性质', lessonId: 'lesson-1', origin: 'weak_point' }),
        task({ id: 'd' }),
      ],
      true,
    );
    expect(html).toMatch(/data-origin="review"[^>]*>复习</);
    expect(html).toMatch(/data-origin="replanned"[^>]*>已顺延</);
    expect(html).toMatch(/data-origin="weak_point"[^>]*>补弱</);
    expect(html.match(/data-origin=/g)).toHaveLength(3);
    expect(html).not.toContain('复习：');
  });

  it('starts review practice as practice (it has no lesson), and a lesson without its lesson is not offered as practice', () => {
    const html = render([
      task({ id: 'a', title: '复习：小数乘整数', origin: 'review' }),
      task({ id: 'b', kind: 'lesson', title: '学习：等式的性质', lessonId: null }),
      task({ id: 'c', kind: 'lesson', title: '学习：解简易方程', lessonId: 'lesson-2' }),
    ]);
    expect(html).toContain('aria-label="复习：小数乘整数：去练习"');
    expect(html).not.toContain('学习：等式的性质：去练习');
    expect(html).toContain('href="/l/lesson-2?taskId=c"');
  });
});

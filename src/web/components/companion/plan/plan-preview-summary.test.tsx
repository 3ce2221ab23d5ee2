import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlanPreview } from '../../../../contract/companion.ts';
import { PlanPreviewSummary } from './plan-preview-summary.tsx';

const preview: PlanPreview = {
  studyDays: 31,
  filledDays: 31,
  minutes: 930,
  lessons: 10,
  firstDate: '2026-11-26',
  serviceEndsOn: '2026-12-26',
  unplaced: 0,
};

/** The text a reader gets from the summary, tags stripped. */
const textOf = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

const noop = () => undefined;

describe('the plan preview summary', () => {
  it('says the server’s figures: study days, minutes a day, the total and the new lessons', () => {
    const text = textOf(<PlanPreviewSummary preview={preview} waiting={false} refused={false} minutesPerDay={30} onMoreMinutes={noop} />);
    expect(text).toBe('共 31 个学习日，每天 30 分钟，合计约 15 小时 30 分钟，其中新课 10 节');
  });

  it('says how many sections do not fit and offers the next longer day', () => {
    const text = textOf(
      <PlanPreviewSummary preview={{ ...preview, unplaced: 4 }} waiting={false} refused={false} minutesPerDay={30} onMoreMinutes={noop} />,
    );
    expect(text).toContain('有 4 节新课在截止日期前排不下，可以每天多学一会儿，或多选几个学习日。');
    expect(text).toContain('改为每天 45 分钟');
    const longest = textOf(
      <PlanPreviewSummary preview={{ ...preview, unplaced: 2 }} waiting={false} refused={false} minutesPerDay={120} onMoreMinutes={noop} />,
    );
    expect(longest).toContain('可以多选几个学习日，或延后截止日期。');
    expect(longest).not.toContain('改为每天');
  });

  it('names study days left without tasks, and says when the settings are refused or still being asked', () => {
    expect(
      textOf(
        <PlanPreviewSummary
          preview={{ ...preview, filledDays: 29 }}
          waiting={false}
          refused={false}
          minutesPerDay={30}
          onMoreMinutes={noop}
        />,
      ),
    ).toContain('其中 2 个学习日暂时没有可排的内容');
    expect(textOf(<PlanPreviewSummary preview={null} waiting refused={false} minutesPerDay={30} onMoreMinutes={noop} />)).toBe(
      '正在按课本进度排计划…',
    );
    expect(textOf(<PlanPreviewSummary preview={null} waiting={false} refused minutesPerDay={30} onMoreMinutes={noop} />)).toBe(
      '按现在的设置排不出计划，请按提示调整',
    );
  });
});

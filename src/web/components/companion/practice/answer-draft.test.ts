import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../../../contract/companion.ts';
import { answerText, draftAnswer, emptyDraft, toggleChoice } from './answer-draft.ts';

const exercise: Exercise = {
  id: 'e1',
  kind: 'single',
  subject: '数学',
  prompt: '1/2 + 1/4 = ?',
  options: ['2/6', '3/4', '1/8', '2/4'],
  knowledgePointIds: ['kp1'],
};

describe('answer drafts', () => {
  it('are incomplete until something is entered', () => {
    for (const kind of ['single', 'multiple', 'fill', 'truefalse'] as const) expect(draftAnswer(emptyDraft(kind))).toBeNull();
    expect(draftAnswer({ kind: 'fill', text: '   ' })).toBeNull();
  });

  it('become the contract’s answers', () => {
    expect(draftAnswer({ kind: 'single', choice: 0 })).toEqual({ kind: 'single', choice: 0 });
    expect(draftAnswer({ kind: 'multiple', choices: [3, 1] })).toEqual({ kind: 'multiple', choices: [1, 3] });
    expect(draftAnswer({ kind: 'fill', text: ' 3/4 ' })).toEqual({ kind: 'fill', text: '3/4' });
    expect(draftAnswer({ kind: 'truefalse', value: false })).toEqual({ kind: 'truefalse', value: false });
  });

  it('toggle multiple-choice options in order', () => {
    expect(toggleChoice([2], 0)).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 2)).toEqual([0]);
  });

  it('read as the learner wrote them', () => {
    expect(answerText(exercise, { kind: 'single', choice: 1 })).toBe('B. 3/4');
    expect(answerText(exercise, { kind: 'multiple', choices: [0, 2] })).toBe('A、C');
    expect(answerText(exercise, { kind: 'fill', text: '0.75' })).toBe('0.75');
    expect(answerText(exercise, { kind: 'truefalse', value: true })).toBe('正确');
  });
});

import { describe, expect, it } from 'vitest';
import { answerText, isCorrect, normaliseFill } from './answer-check.ts';
import type { StoredExercise } from '../library/library.repository.ts';

const base = {
  id: 'x',
  subject: '数学' as const,
  prompt: '',
  options: ['1', '2', '3', '4'],
  knowledgePointIds: ['k'],
  knowledgePointId: 'k',
  explanation: [],
  minutes: 1,
};

describe('isCorrect', () => {
  it('fill-in ignores width, spaces, case and a final full stop', () => {
    const exercise: StoredExercise = {
      ...base,
      kind: 'fill',
      answer: { kind: 'fill', text: '3/4' },
      acceptedTexts: ['3/4', '0.75', 'Went'],
    };
    expect(isCorrect(exercise, { kind: 'fill', text: '３／４' })).toBe(true);
    expect(isCorrect(exercise, { kind: 'fill', text: ' 0.75 ' })).toBe(true);
    expect(isCorrect(exercise, { kind: 'fill', text: 'went.' })).toBe(true);
    expect(isCorrect(exercise, { kind: 'fill', text: '4/3' })).toBe(false);
    expect(normaliseFill('床前 明月光。')).toBe('床前明月光');
    expect(normaliseFill('didn’t go')).toBe("didn't go".replace(' ', ''));
  });

  it('multiple choice needs exactly the right set, in any order', () => {
    const exercise: StoredExercise = { ...base, kind: 'multiple', answer: { kind: 'multiple', choices: [0, 2] }, acceptedTexts: [] };
    expect(isCorrect(exercise, { kind: 'multiple', choices: [2, 0] })).toBe(true);
    expect(isCorrect(exercise, { kind: 'multiple', choices: [0] })).toBe(false);
    expect(isCorrect(exercise, { kind: 'multiple', choices: [0, 1, 2] })).toBe(false);
    expect(answerText(exercise)).toBe('A. 1；C. 3');
  });

  it('a different kind of answer is never right', () => {
    const exercise: StoredExercise = { ...base, kind: 'single', answer: { kind: 'single', choice: 1 }, acceptedTexts: [] };
    expect(isCorrect(exercise, { kind: 'single', choice: 1 })).toBe(true);
    expect(isCorrect(exercise, { kind: 'truefalse', value: true })).toBe(false);
    expect(answerText(exercise)).toBe('B. 2');
  });
});

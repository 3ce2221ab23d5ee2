import type { Answer } from '../../../../contract/companion.ts';
import type { StoredExercise } from '../library/library.repository.ts';

/**
 * A fill-in answer as compared: full-width folded to half-width (NFKC), curly apostrophes straight, no spaces,
 * lower case, no final full stop.
 */
export function normaliseFill(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, '')
    .toLowerCase()
    .replace(/[。.！!]+$/u, '');
}

export function isCorrect(exercise: StoredExercise, given: Answer): boolean {
  const expected = exercise.answer;
  switch (given.kind) {
    case 'single':
      return expected.kind === 'single' && expected.choice === given.choice;
    case 'multiple': {
      if (expected.kind !== 'multiple') return false;
      const chosen = [...new Set(given.choices)].sort((a, b) => a - b);
      const right = [...expected.choices].sort((a, b) => a - b);
      return chosen.length === right.length && chosen.every((choice, i) => choice === right[i]);
    }
    case 'fill': {
      const text = normaliseFill(given.text);
      return exercise.acceptedTexts.some((accepted) => normaliseFill(accepted) === text);
    }
    case 'truefalse':
      return expected.kind === 'truefalse' && expected.value === given.value;
  }
}

const letters = 'ABCDEFGHIJ';

/** The right answer in words, e.g. 'B. 25', 'A. x；C. y', '3/4' (a fill-in's first accepted form) or '正确'. */
export function answerText(exercise: StoredExercise): string {
  const expected = exercise.answer;
  switch (expected.kind) {
    case 'single':
      return `${letters[expected.choice] ?? ''}. ${exercise.options[expected.choice] ?? ''}`;
    case 'multiple':
      return expected.choices.map((choice) => `${letters[choice] ?? ''}. ${exercise.options[choice] ?? ''}`).join('；');
    case 'fill':
      return exercise.acceptedTexts[0] ?? '';
    case 'truefalse':
      return expected.value ? '正确' : '错误';
  }
}

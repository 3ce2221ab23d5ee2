import type { Answer, Exercise, ExerciseKind } from '../../../../contract/companion.ts';

/** What the learner has entered so far for one exercise, before handing it in. */
export type AnswerDraft =
  | { kind: 'single'; choice: number | null }
  | { kind: 'multiple'; choices: number[] }
  | { kind: 'fill'; text: string }
  | { kind: 'truefalse'; value: boolean | null };

export function emptyDraft(kind: ExerciseKind): AnswerDraft {
  switch (kind) {
    case 'single':
      return { kind, choice: null };
    case 'multiple':
      return { kind, choices: [] };
    case 'fill':
      return { kind, text: '' };
    case 'truefalse':
      return { kind, value: null };
  }
}

/** The answer to send, or null while the draft is incomplete (nothing chosen, a blank fill-in). */
export function draftAnswer(draft: AnswerDraft): Answer | null {
  switch (draft.kind) {
    case 'single':
      return draft.choice === null ? null : { kind: 'single', choice: draft.choice };
    case 'multiple':
      return draft.choices.length === 0 ? null : { kind: 'multiple', choices: [...draft.choices].sort((a, b) => a - b) };
    case 'fill': {
      const text = draft.text.trim();
      return text === '' ? null : { kind: 'fill', text: text.slice(0, 200) };
    }
    case 'truefalse':
      return draft.value === null ? null : { kind: 'truefalse', value: draft.value };
  }
}

/** Toggles one option of a multiple-choice draft. */
export const toggleChoice = (choices: number[], index: number): number[] =>
  choices.includes(index) ? choices.filter((choice) => choice !== index) : [...choices, index].sort((a, b) => a - b);

export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** An answer as a learner reads it: “B. 3/4”, “A、C”, the filled text, 正确 / 错误. */
export function answerText(exercise: Exercise, answer: Answer): string {
  switch (answer.kind) {
    case 'single':
      return `${optionLetter(answer.choice)}. ${exercise.options[answer.choice] ?? ''}`.trim();
    case 'multiple':
      return answer.choices.map(optionLetter).join('、');
    case 'fill':
      return answer.text;
    case 'truefalse':
      return answer.value ? '正确' : '错误';
  }
}

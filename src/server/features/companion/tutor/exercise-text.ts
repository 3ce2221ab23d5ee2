import { type Answer, exerciseKindLabels } from '../../../../contract/companion.ts';
import type { StoredExercise } from '../library/library.repository.ts';

/** An exercise the learner asks about (“讲讲这道题”), with how they answered it in practice. */
export type ExerciseInQuestion = { exercise: StoredExercise; learnerAnswer: Answer; correct: boolean };

const letter = (index: number) => String.fromCharCode(65 + index);

const option = (exercise: StoredExercise, index: number) => `${letter(index)}. ${exercise.options[index] ?? '?'}`;

/** An answer as a learner reads it: “B. 15”, “A. …；C. …”, the text filled in, or 对/错. */
export function answerText(exercise: StoredExercise, answer: Answer): string {
  switch (answer.kind) {
    case 'single':
      return option(exercise, answer.choice);
    case 'multiple':
      return answer.choices.map((choice) => option(exercise, choice)).join('；');
    case 'fill':
      return answer.text;
    case 'truefalse':
      return answer.value ? '对' : '错';
  }
}

/** The exercise, the learner's answer (“你的答案” to the learner, “学生的答案” to the model), the right answer and the explanation. */
export function exerciseLines({ exercise, learnerAnswer, correct }: ExerciseInQuestion, whose: '你' | '学生'): string[] {
  return [
    `题目（${exerciseKindLabels[exercise.kind]}）：${exercise.prompt}`,
    ...(exercise.options.length > 0 ? [`选项：${exercise.options.map((_, i) => option(exercise, i)).join('  ')}`] : []),
    `${whose}的答案：${answerText(exercise, learnerAnswer)}（${correct ? '答对了' : '答错了'}）`,
    `正确答案：${exercise.acceptedTexts.length > 1 ? exercise.acceptedTexts.join(' 或 ') : answerText(exercise, exercise.answer)}`,
    '解题步骤：',
    ...exercise.explanation.map((step, i) => `${i + 1}. ${step}`),
  ];
}

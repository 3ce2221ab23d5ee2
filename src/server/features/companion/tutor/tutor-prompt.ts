import type { Grade } from '../../../../contract/accounts.ts';
import type { Stage } from '../../../../contract/catalog.ts';
import { type ExerciseInQuestion, exerciseLines } from './exercise-text.ts';
import type { LlmMessage } from './llm-client.ts';
import { passageText } from './passage-text.ts';
import { type LibraryPassage, shorten } from './retrieval.ts';

/** Earlier messages the model sees: enough to follow up on the last answers, not the whole conversation. */
export const HISTORY_MESSAGES = 6;
const MAX_HISTORY_CHARS = 600;

export type TutorPromptInput = {
  learner: { name: string; grade: Grade; stage: Stage };
  question: string;
  passages: readonly LibraryPassage[];
  exercise: ExerciseInQuestion | null;
  /** The conversation so far, oldest first (only questions that were answered, and their answers). */
  history: readonly { role: 'user' | 'assistant'; content: string }[];
};

const voiceByStage: Record<Stage, string> = {
  primary: '对方是小学生：用简单、亲切、口语化的短句，多举生活中的例子，少用术语，用到的词语要解释清楚。',
  junior: '对方是初中生：讲解清楚、有条理，可以使用课本上的术语，但第一次出现时要解释。',
  senior: '对方是高中生：可以使用规范的学科语言和符号，注重思路、方法和易错点的总结。',
};

/** The rules 小伴老师 answers by (the same for every question; the learner's grade sets the voice). */
export function tutorSystemPrompt(learner: TutorPromptInput['learner']): string {
  return [
    `你是“小伴老师”，AI伴学的学习辅导老师，正在辅导${learner.grade}的学生${learner.name}。`,
    '请遵守以下规则：',
    '1. 只讨论学习：学科知识（数学、语文、英语等）、学习方法、作业和练习中的疑问。与学习无关或不适合未成年人的话题（游戏、娱乐八卦、购物、他人隐私等），要礼貌地说明你只能帮忙解答学习上的问题，并把话题引回学习。',
    '2. 引导而不是代做：遇到作业题、练习题，不要直接给出最终答案。先帮助理解题意、回顾用到的知识点，再一步一步提示思路，可以在关键处提一个小问题让学生自己想，最后鼓励学生自己算出结果。讲解学生已经做完的题（资料中给出了题目、学生的答案和参考讲解）时，可以讲清正确答案和错在哪里。',
    '3. 以课程资料为依据：优先依据下面编号的课程资料回答，用到某条资料时在句末标注编号，如[1]。如果资料没有涵盖这个问题，要先说明“课程资料里没有直接讲到这个问题”，再给出简短、可靠的讲解；不确定的内容不要编造。',
    `4. 用中文回答（英语学科的单词和例句可以用英文）。${voiceByStage[learner.stage]}回答简洁，一般不超过300字；分步骤时用编号列表；公式用普通文本书写，如 a² + b² = c²。`,
    '5. 语气温和、耐心、多鼓励，不批评学生。',
  ].join('\n');
}

/** The course material of this question: the numbered passages and, for “讲讲这道题”, the exercise. */
export function materialPrompt(passages: readonly LibraryPassage[], exercise: ExerciseInQuestion | null): string {
  const numbered = passages.map((passage, i) => {
    const { heading, body } = passageText(passage);
    return `[${i + 1}] ${heading}\n${body}`;
  });
  return [
    ...(exercise ? ['学生请你讲解这道他做过的题：', ...exerciseLines(exercise, '学生'), ''] : []),
    numbered.length > 0 ? `课程资料（共${numbered.length}条）：\n\n${numbered.join('\n\n')}` : '课程资料：没有找到与这个问题相关的内容。',
  ].join('\n');
}

/** The chat-completions messages: the rules, the material, the last turns, then the question. */
export function buildTutorMessages(input: TutorPromptInput): LlmMessage[] {
  return [
    { role: 'system', content: tutorSystemPrompt(input.learner) },
    { role: 'system', content: materialPrompt(input.passages, input.exercise) },
    ...input.history.slice(-HISTORY_MESSAGES).map((turn) => ({ role: turn.role, content: shorten(turn.content, MAX_HISTORY_CHARS) })),
    { role: 'user', content: input.question },
  ];
}

import { describe, expect, it } from 'vitest';
import type { StoredExercise } from '../library/library.repository.ts';
import type { ExerciseInQuestion } from './exercise-text.ts';
import { composeLibraryAnswer, LIBRARY_ANSWER_INTRO, LIBRARY_NOTHING_FOUND, pacedPieces, streamPieces } from './library-answer.ts';
import type { LibraryPassage } from './retrieval.ts';
import { buildTutorMessages, HISTORY_MESSAGES } from './tutor-prompt.ts';

const lesson: LibraryPassage = {
  kind: 'lesson',
  id: 'jm-pythagoras-lesson',
  lessonId: 'jm-pythagoras-lesson',
  title: '勾股定理：直角三角形三边的关系',
  stage: 'junior',
  subject: '数学',
  grade: '初二',
  unitTitle: '勾股定理',
  knowledgePointTitle: '勾股定理',
  paragraphs: ['两条直角边的平方和等于斜边的平方。'],
  examples: [{ problem: '直角边是6和8，求斜边。', steps: ['6² + 8² = 100', '斜边是10'] }],
};

const point: LibraryPassage = {
  kind: 'knowledge_point',
  id: 'jm-triangle',
  lessonId: 'jm-triangle-lesson',
  title: '三角形内角和',
  stage: 'junior',
  subject: '数学',
  grade: '初一',
  unitTitle: '三角形',
  lessonTitle: '三角形的内角和是180°',
};

const exercise: StoredExercise = {
  id: 'jm-pythagoras-2',
  kind: 'single',
  subject: '数学',
  prompt: '直角边是5和12，斜边是多少？',
  options: ['13', '17', '15', '11'],
  knowledgePointIds: ['jm-pythagoras'],
  knowledgePointId: 'jm-pythagoras',
  answer: { kind: 'single', choice: 0 },
  acceptedTexts: [],
  explanation: ['5² + 12² = 169。', '√169 = 13，选 A。'],
  minutes: 1,
};
const answered: ExerciseInQuestion = { exercise, learnerAnswer: { kind: 'single', choice: 1 }, correct: false };

const learner = { name: '小明', grade: '初二', stage: 'junior' } as const;

describe('buildTutorMessages', () => {
  it('sends the rules, the numbered material, the last turns and the question, in that order', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `第${i}条`,
    }));

    const messages = buildTutorMessages({ learner, question: '勾股定理怎么用？', passages: [lesson, point], exercise: null, history });

    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'system',
      ...history.slice(-HISTORY_MESSAGES).map((turn) => turn.role),
      'user',
    ]);
    expect(messages.slice(2, -1).map((message) => message.content)).toEqual(['第4条', '第5条', '第6条', '第7条', '第8条', '第9条']);
    expect(messages.at(-1)).toEqual({ role: 'user', content: '勾股定理怎么用？' });
    const [rules, material] = messages;
    expect(rules?.content).toContain('初二的学生小明');
    expect(rules?.content).toContain('只讨论学习');
    expect(rules?.content).toContain('不要直接给出最终答案');
    expect(rules?.content).toContain('课程资料里没有直接讲到这个问题');
    expect(rules?.content).toContain('用中文回答');
    expect(material?.content).toContain(
      '[1] 讲解《勾股定理：直角三角形三边的关系》（数学 · 初二 · 勾股定理）\n两条直角边的平方和等于斜边的平方。',
    );
    expect(material?.content).toContain('例题：直角边是6和8，求斜边。\n1. 6² + 8² = 100\n2. 斜边是10');
    expect(material?.content).toContain('[2] 知识点「三角形内角和」（数学 · 初一 · 三角形）');
  });

  it('speaks to the learner’s age', () => {
    const primary = buildTutorMessages({
      learner: { name: '小红', grade: '二年级', stage: 'primary' },
      question: '9+6',
      passages: [],
      exercise: null,
      history: [],
    });
    const senior = buildTutorMessages({
      learner: { name: '小刚', grade: '高二', stage: 'senior' },
      question: '导数',
      passages: [],
      exercise: null,
      history: [],
    });

    expect(primary[0]?.content).toContain('对方是小学生');
    expect(senior[0]?.content).toContain('对方是高中生');
  });

  it('says when nothing was found, and gives the exercise with the learner’s answer and the explanation', () => {
    const messages = buildTutorMessages({ learner, question: '讲讲这道题', passages: [], exercise: answered, history: [] });

    expect(messages[1]?.content).toBe(
      [
        '学生请你讲解这道他做过的题：',
        '题目（单选题）：直角边是5和12，斜边是多少？',
        '选项：A. 13  B. 17  C. 15  D. 11',
        '学生的答案：B. 17（答错了）',
        '正确答案：A. 13',
        '解题步骤：',
        '1. 5² + 12² = 169。',
        '2. √169 = 13，选 A。',
        '',
        '课程资料：没有找到与这个问题相关的内容。',
      ].join('\n'),
    );
  });
});

describe('composeLibraryAnswer', () => {
  it('begins by saying it answers from the course library, then quotes the passages', () => {
    const answer = composeLibraryAnswer([lesson], null);

    expect(answer.startsWith(LIBRARY_ANSWER_INTRO)).toBe(true);
    expect(LIBRARY_ANSWER_INTRO).toContain('课程资料库');
    expect(answer).toContain('【讲解《勾股定理：直角三角形三边的关系》（数学 · 初二 · 勾股定理）】\n两条直角边的平方和等于斜边的平方。');
  });

  it('explains the exercise with the learner’s answer first', () => {
    const answer = composeLibraryAnswer([lesson], answered);

    expect(answer).toContain('我们一起来看这道题：\n题目（单选题）：直角边是5和12，斜边是多少？');
    expect(answer).toContain('你的答案：B. 17（答错了）\n正确答案：A. 13\n解题步骤：\n1. 5² + 12² = 169。');
    expect(answer.indexOf('解题步骤')).toBeLessThan(answer.indexOf('相关的课程资料'));
  });

  it('says when nothing was found and how to ask again', () => {
    expect(composeLibraryAnswer([], null)).toBe(`${LIBRARY_ANSWER_INTRO}\n\n${LIBRARY_NOTHING_FOUND}`);
  });

  it('is streamed in pieces that put the answer back together', () => {
    const answer = composeLibraryAnswer([lesson, point], answered);
    const pieces = streamPieces(answer);

    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(answer);
  });
});

describe('pacedPieces', () => {
  const collect = async (pieces: AsyncIterable<string>) => {
    const seen: { piece: string; at: number }[] = [];
    for await (const piece of pieces) seen.push({ piece, at: performance.now() });
    return seen;
  };

  it('yields every line in order, a pause apart', async () => {
    const seen = await collect(pacedPieces('一\n二\n三', new AbortController().signal, 20));
    expect(seen.map((entry) => entry.piece)).toEqual(['一\n', '二\n', '三']);
    expect((seen[2]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(35);
  });

  it('stops when the learner leaves', async () => {
    const left = new AbortController();
    const seen: string[] = [];
    for await (const piece of pacedPieces('一\n二\n三', left.signal, 20)) {
      seen.push(piece);
      left.abort();
    }
    expect(seen).toEqual(['一\n']);
  });
});

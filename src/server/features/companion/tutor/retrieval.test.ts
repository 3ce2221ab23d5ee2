import { describe, expect, it } from 'vitest';
import type { Stage, Subject } from '../../../../contract/catalog.ts';
import { createLibraryIndex, type LibraryPassage, sourceOf, subjectNamedIn } from './retrieval.ts';

type PointFixture = {
  id: string;
  stage: Stage;
  subject: Subject;
  grade: string;
  unit: string;
  title: string;
  lesson: string;
  paragraphs: string[];
  exercises?: [string, string[]][];
};

/** A small library written for these tests, so they do not depend on the seed's wording. */
const points: PointFixture[] = [
  {
    id: 'jm-pythagoras',
    stage: 'junior',
    subject: '数学',
    grade: '初二',
    unit: '勾股定理',
    title: '勾股定理',
    lesson: '勾股定理：直角三角形三边的关系',
    paragraphs: ['在直角三角形中，两条直角边的平方和等于斜边的平方：a² + b² = c²。', '已知两边，就能求出第三边。'],
    exercises: [['一个直角三角形的两条直角边是3和4，斜边是多少？', ['3² + 4² = 9 + 16 = 25。', '斜边是 √25 = 5。']]],
  },
  {
    id: 'jm-linear-equation',
    stage: 'junior',
    subject: '数学',
    grade: '初一',
    unit: '一元一次方程',
    title: '解一元一次方程',
    lesson: '一元一次方程的解法',
    paragraphs: ['解方程的步骤：去分母、去括号、移项、合并同类项、系数化为1。', '移项要变号。'],
    exercises: [['解方程 2x + 3 = 7', ['移项得 2x = 4。', '系数化为1，x = 2。']]],
  },
  {
    id: 'jm-triangle-angles',
    stage: 'junior',
    subject: '数学',
    grade: '初一',
    unit: '三角形',
    title: '三角形内角和',
    lesson: '三角形的内角和是180°',
    paragraphs: ['任意三角形三个内角的和都是180°。', '直角三角形的两个锐角互余。'],
  },
  {
    id: 'je-third-person',
    stage: 'junior',
    subject: '英语',
    grade: '初一',
    unit: '一般现在时',
    title: '一般现在时的第三人称单数',
    lesson: 'Simple present: he/she/it + verb-s',
    paragraphs: [
      '主语是第三人称单数（he, she, it）时，一般现在时的动词要加 -s 或 -es，如 He plays football.',
      'does 用于否定句和疑问句：Does she like music?',
    ],
    exercises: [['She ___ (go) to school every day.', ['主语 she 是第三人称单数。', 'go 以 o 结尾加 -es：goes。']]],
  },
  {
    id: 'je-present-perfect',
    stage: 'junior',
    subject: '英语',
    grade: '初二',
    unit: '现在完成时',
    title: '现在完成时',
    lesson: 'Present perfect: have/has + past participle',
    paragraphs: [
      '现在完成时表示过去发生的动作对现在的影响，结构是 have/has + 过去分词，如 I have finished my homework.',
      '常和 already, yet, ever, never, since, for 连用。',
    ],
  },
  {
    id: 'jc-metaphor',
    stage: 'junior',
    subject: '语文',
    grade: '初一',
    unit: '修辞手法',
    title: '比喻',
    lesson: '比喻：把甲事物比作乙事物',
    paragraphs: ['比喻由本体、喻体和比喻词组成，常见比喻词有“像”“好像”“仿佛”。', '例如：弯弯的月亮像小船。'],
  },
  {
    id: 'jm-speed',
    stage: 'junior',
    subject: '数学',
    grade: '初一',
    unit: '行程问题',
    title: '路程、速度和时间',
    lesson: '行程问题：路程 = 速度 × 时间',
    paragraphs: ['知道速度和时间，用乘法求路程；知道路程和速度，用除法求时间。'],
  },
  {
    id: 'je-telling-time',
    stage: 'junior',
    subject: '英语',
    grade: '初一',
    unit: '日常用语',
    title: '时间的表达',
    lesson: 'What time is it? 用英语说时间',
    paragraphs: ['问时间用 What time is it? 回答用 It’s seven o’clock. 或 It’s half past six.'],
  },
  {
    id: 'pm-make-ten',
    stage: 'primary',
    subject: '数学',
    grade: '一年级',
    unit: '20以内进位加法',
    title: '凑十法',
    lesson: '用凑十法算进位加法',
    paragraphs: ['先看大数，想它还差几凑成10，把小数分成两部分。', '例如 9 + 6：9 和 1 凑成 10，再加 5 得 15。'],
  },
  {
    id: 'sm-function',
    stage: 'senior',
    subject: '数学',
    grade: '高一',
    unit: '函数',
    title: '函数的单调性',
    lesson: '函数的单调性与勾股定理无关的一节',
    paragraphs: ['在区间上，x 增大时 f(x) 也增大，函数就是增函数。'],
  },
];

const library: LibraryPassage[] = points.flatMap((point) => {
  const base = { stage: point.stage, subject: point.subject, grade: point.grade, unitTitle: point.unit, lessonId: `${point.id}-lesson` };
  return [
    { ...base, kind: 'knowledge_point' as const, id: point.id, title: point.title, lessonTitle: point.lesson },
    {
      ...base,
      kind: 'lesson' as const,
      id: `${point.id}-lesson`,
      title: point.lesson,
      knowledgePointTitle: point.title,
      paragraphs: point.paragraphs,
      examples: [],
    },
    ...(point.exercises ?? []).map(([prompt, explanation], i) => ({
      ...base,
      kind: 'exercise' as const,
      id: `${point.id}-${i + 1}`,
      title: prompt,
      knowledgePointTitle: point.title,
      prompt,
      options: [],
      explanation,
    })),
  ];
});

const index = createLibraryIndex(library);
const ids = (found: LibraryPassage[]) => found.map((passage) => passage.id);

describe('retrieval over the course library', () => {
  it('finds the 勾股定理 lesson first for “勾股定理怎么用”', () => {
    const found = index.search({ text: '勾股定理怎么用', stage: 'junior' });

    expect(found[0]?.id).toBe('jm-pythagoras-lesson');
    expect(ids(found)).toContain('jm-pythagoras-1');
    // The knowledge point is not repeated next to its own lesson.
    expect(ids(found)).not.toContain('jm-pythagoras');
  });

  it('finds the right point when the question words differ from the lesson’s (斜边 against 直角三角形)', () => {
    const found = index.search({ text: '直角三角形的斜边怎么求？', stage: 'junior' });

    expect(found[0]?.lessonId).toBe('jm-pythagoras-lesson');
  });

  it('finds the English point for a grammar question asked in Chinese', () => {
    const found = index.search({ text: '第三人称单数的动词什么时候加es？', stage: 'junior' });

    expect(found[0]?.lessonId).toBe('je-third-person-lesson');
    expect(found.every((passage) => passage.subject === '英语')).toBe(true);
  });

  it('finds the English point for a question asked in English', () => {
    const found = index.search({ text: 'How do I use the present perfect with already and yet?', stage: 'junior' });

    expect(found[0]?.id).toBe('je-present-perfect-lesson');
  });

  it('finds an exercise by its explanation', () => {
    const found = index.search({ text: '解方程时移项为什么要变号', stage: 'junior' });

    expect(found[0]?.lessonId).toBe('jm-linear-equation-lesson');
    expect(ids(found)).toContain('jm-linear-equation-1');
  });

  it('returns only exercises the learner has answered: an exercise’s passage holds its answer', () => {
    const question = { text: '解方程时移项为什么要变号', stage: 'junior' } as const;
    expect(ids(index.search({ ...question, answeredExercises: new Set() }))).not.toContain('jm-linear-equation-1');
    expect(ids(index.search({ ...question, answeredExercises: new Set(['jm-linear-equation-1']) }))).toContain('jm-linear-equation-1');
    expect(index.search({ ...question, answeredExercises: new Set() })[0]?.id).toBe('jm-linear-equation-lesson');
  });

  it('keeps to the learner’s stage', () => {
    expect(ids(index.search({ text: '凑十法', stage: 'primary' }))).toEqual(['pm-make-ten-lesson']);
    expect(index.search({ text: '凑十法', stage: 'junior' })).toEqual([]);
    expect(ids(index.search({ text: '勾股定理', stage: 'senior' }))).toEqual(['sm-function-lesson']);
  });

  it('ranks the preferred subject first when the words fit several subjects', () => {
    // 时间 is both a maths lesson's (路程、速度和时间) and an English one's (时间的表达).
    const lessons = (preferSubject: Subject) =>
      ids(index.search({ text: '时间', stage: 'junior', preferSubject })).filter((id) => id.endsWith('-lesson'));

    expect(lessons('英语')).toEqual(['je-telling-time-lesson', 'jm-speed-lesson']);
    expect(lessons('数学')).toEqual(['jm-speed-lesson', 'je-telling-time-lesson']);
  });

  it('finds nothing for a question off the library, or made of question words only', () => {
    expect(index.search({ text: '今天晚上吃什么好呢', stage: 'junior' })).toEqual([]);
    expect(index.search({ text: '讲讲这道题', stage: 'junior' })).toEqual([]);
    expect(index.search({ text: '？？？', stage: 'junior' })).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(index.search({ text: '勾股定理', stage: 'junior' }).length).toBeGreaterThan(1);
    expect(ids(index.search({ text: '勾股定理', stage: 'junior', limit: 1 }))).toEqual(['jm-pythagoras-lesson']);
  });
});

describe('subjectNamedIn', () => {
  it.each([
    ['这道数学题怎么做', '数学'],
    ['帮我看看作文开头', '语文'],
    ['英语的过去式', '英语'],
    ['What does "already" mean?', '英语'],
    ['勾股定理怎么用', null],
  ] as const)('%s → %s', (text, subject) => {
    expect(subjectNamedIn(text)).toBe(subject);
  });
});

describe('sourceOf', () => {
  it('names an exercise by the start of its prompt and points every passage at its lesson', () => {
    const exercise = library.find((passage) => passage.id === 'je-third-person-1');
    if (!exercise) throw new Error('fixture missing');

    expect(sourceOf(exercise)).toEqual({
      kind: 'exercise',
      id: 'je-third-person-1',
      title: '练习：She ___ (go) to school every d…',
      lessonId: 'je-third-person-lesson',
    });
  });
});

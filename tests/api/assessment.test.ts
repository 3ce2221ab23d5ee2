import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Grade, meSchema } from '../../src/contract/accounts.ts';
import { type AssessmentResult, assessmentResultSchema, gradesByStage, type Stage, stages } from '../../src/contract/catalog.ts';
import { errorEnvelopeSchema, errorMessages } from '../../src/contract/errors.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { answerKey, fetchAssessment, type KeyedQuestion, postAssessment, storedResults, wrongChoice } from './helpers/catalog.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';

const startApp = closingAfterEachTest();

async function start(): Promise<FastifyInstance> {
  const testApp = await startApp();
  return testApp.app;
}

const SUBJECTS = ['数学', '语文', '英语'];

/** The served questions of a stage and grade with their answer key read from the database. */
async function keyFor(app: FastifyInstance, stage: Stage, grade: Grade): Promise<KeyedQuestion[]> {
  return answerKey(app, await fetchAssessment(app, stage, grade));
}

/** Answers: right for the questions `isRight` picks, wrong for the others. */
function answersFor(key: KeyedQuestion[], isRight: (question: KeyedQuestion, index: number) => boolean) {
  return key.map((question, index) => ({
    questionId: question.id,
    choice: isRight(question, index) ? question.answerIndex : wrongChoice(question),
  }));
}

async function submit(app: FastifyInstance, payload: object, headers: Record<string, string> = {}): Promise<AssessmentResult> {
  const response = await postAssessment(app, payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return assessmentResultSchema.parse(response.json());
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('GET /api/assessment', () => {
  it('serves 8–12 single-choice questions of four options for every grade of every stage, covering 数学, 语文 and 英语', async () => {
    const app = await start();
    for (const stage of stages) {
      for (const grade of gradesByStage[stage]) {
        const label = `${stage} ${grade}`;
        const assessment = await fetchAssessment(app, stage, grade);
        expect(assessment.stage, label).toBe(stage);
        expect(assessment.grade, label).toBe(grade);
        expect(assessment.questions.length, label).toBeGreaterThanOrEqual(8);
        expect(assessment.questions.length, label).toBeLessThanOrEqual(12);
        expect(new Set(assessment.questions.map((question) => question.id)).size, label).toBe(assessment.questions.length);
        expect(new Set(assessment.questions.map((question) => question.subject)), label).toEqual(new Set(SUBJECTS));
        for (const question of assessment.questions) {
          expect(question.prompt.trim(), `${label} ${question.id}`).not.toBe('');
          expect(question.options, `${label} ${question.id}`).toHaveLength(4);
          expect(new Set(question.options).size, `${label} ${question.id}`).toBe(4);
          for (const option of question.options) expect(option.trim(), `${label} ${question.id}`).not.toBe('');
        }
      }
    }
  });

  it('serves the questions of the stage asked for (a junior grade never gets a senior question)', async () => {
    const app = await start();
    const junior = await keyFor(app, 'junior', '初二');
    const rows = await app.db
      .selectFrom('assessment_questions')
      .select(['id', 'stage', 'grades'])
      .where(
        'id',
        'in',
        junior.map((question) => question.id),
      )
      .execute();
    expect(rows).toHaveLength(junior.length);
    for (const row of rows) {
      expect(row.stage, row.id).toBe('junior');
      expect(JSON.parse(row.grades) as string[], row.id).toContain('初二');
    }
  });

  it('gives lower and upper primary grades different questions', async () => {
    const app = await start();
    const low = (await fetchAssessment(app, 'primary', '一年级')).questions.map((question) => question.id);
    const high = (await fetchAssessment(app, 'primary', '六年级')).questions.map((question) => question.id);
    expect(low.filter((id) => high.includes(id))).toEqual([]);
  });

  it('leaks neither the answers nor the knowledge points', async () => {
    const app = await start();
    const response = await app.inject({ url: `/api/assessment?stage=senior&grade=${encodeURIComponent('高二')}` });
    expect(response.statusCode).toBe(200);

    const keys = keysOf(response.json());
    for (const leak of ['answerIndex', 'answer_index', 'answer', 'answers', 'correct', 'knowledgePoint', 'knowledge_point']) {
      expect(keys, leak).not.toContain(leak);
    }
    const key = await answerKey(app, await fetchAssessment(app, 'senior', '高二'));
    for (const { knowledgePoint } of key) expect(response.body).not.toContain(`"${knowledgePoint}"`);
  });

  it('refuses a grade of another stage with 400 ASSESSMENT_GRADE_MISMATCH', async () => {
    const app = await start();

    const response = await app.inject({ url: `/api/assessment?stage=junior&grade=${encodeURIComponent('高二')}` });

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json())).toEqual({
      error: { code: 'ASSESSMENT_GRADE_MISMATCH', message: errorMessages.ASSESSMENT_GRADE_MISMATCH, field: 'grade' },
    });
  });

  it.each([
    ['no query at all', '', 'stage'],
    ['no grade', '?stage=junior', 'grade'],
    ['no stage', `?grade=${encodeURIComponent('初一')}`, 'stage'],
    ['an unknown stage', `?stage=college&grade=${encodeURIComponent('初一')}`, 'stage'],
    ['an unknown grade', `?stage=senior&grade=${encodeURIComponent('大一')}`, 'grade'],
    ['an empty grade', '?stage=senior&grade=', 'grade'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_label, query, field) => {
    const app = await start();

    const response = await app.inject({ url: `/api/assessment${query}` });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('POST /api/assessment scoring', () => {
  it.each([
    ['primary', '三年级', 'primary-30'],
    ['junior', '初一', 'junior-30'],
    ['senior', '高三', 'senior-30'],
  ] as const)(
    'scores all right answers for %s %s as 100 everywhere, no weak points, and recommends the 30-day plan',
    async (stage, grade, planId) => {
      const app = await start();
      const key = await keyFor(app, stage, grade);

      const result = await submit(app, { stage, grade, answers: answersFor(key, () => true) });

      expect(result).toMatchObject({
        stage,
        grade,
        overallMastery: 100,
        weakPoints: [],
        recommendedPlanId: planId,
        savedForLearnerId: null,
      });
      expect(result.subjects.map((subject) => subject.subject)).toEqual(SUBJECTS);
      for (const subject of result.subjects) {
        const total = key.filter((question) => question.subject === subject.subject).length;
        expect(subject).toEqual({ subject: subject.subject, correct: total, total, mastery: 100 });
      }
    },
  );

  it.each([
    ['primary', '五年级', 'primary-365'],
    ['junior', '初三', 'junior-365'],
    ['senior', '高一', 'senior-365'],
  ] as const)(
    'scores all wrong answers for %s %s as 0, every knowledge point weak, and recommends the 365-day plan',
    async (stage, grade, planId) => {
      const app = await start();
      const key = await keyFor(app, stage, grade);

      const result = await submit(app, { stage, grade, answers: answersFor(key, () => false) });

      expect(result.overallMastery).toBe(0);
      expect(result.recommendedPlanId).toBe(planId);
      for (const subject of result.subjects) expect(subject).toMatchObject({ correct: 0, mastery: 0 });
      expect(result.subjects.reduce((sum, subject) => sum + subject.total, 0)).toBe(key.length);
      expect([...result.weakPoints].sort(byPoint)).toEqual(
        key.map(({ subject, knowledgePoint }) => ({ subject, knowledgePoint })).sort(byPoint),
      );
    },
  );

  it('scores a mix per subject: 数学 4/4, 语文 3/4, 英语 1/4 → 67 overall and the 120-day plan', async () => {
    const app = await start();
    const key = await keyFor(app, 'junior', '初二');
    expect(key).toHaveLength(12);
    const rightPerSubject: Record<string, number> = { 数学: 4, 语文: 3, 英语: 1 };
    const seen: Record<string, number> = { 数学: 0, 语文: 0, 英语: 0 };
    const right = new Set<string>();
    for (const question of key) {
      seen[question.subject] = (seen[question.subject] ?? 0) + 1;
      if ((seen[question.subject] ?? 0) <= (rightPerSubject[question.subject] ?? 0)) right.add(question.id);
    }
    expect(right.size).toBe(8);

    const result = await submit(app, { stage: 'junior', grade: '初二', answers: answersFor(key, (question) => right.has(question.id)) });

    expect(result.overallMastery).toBe(67);
    expect(result.recommendedPlanId).toBe('junior-120');
    expect(result.subjects).toEqual([
      { subject: '数学', correct: 4, total: 4, mastery: 100 },
      { subject: '语文', correct: 3, total: 4, mastery: 75 },
      { subject: '英语', correct: 1, total: 4, mastery: 25 },
    ]);
    const wrong = key.filter((question) => !right.has(question.id));
    expect([...result.weakPoints].sort(byPoint)).toEqual(
      wrong.map(({ subject, knowledgePoint }) => ({ subject, knowledgePoint })).sort(byPoint),
    );
    expect(result.weakPoints.some((point) => point.subject === '数学')).toBe(false);
  });

  it.each([
    [7, 58, 'senior-365'],
    [8, 67, 'senior-120'],
    [10, 83, 'senior-120'],
    [11, 92, 'senior-30'],
  ])('recommends by mastery: %i of 12 right → %i → %s', async (rightCount, mastery, planId) => {
    const app = await start();
    const key = await keyFor(app, 'senior', '高二');
    expect(key).toHaveLength(12);

    const result = await submit(app, {
      stage: 'senior',
      grade: '高二',
      answers: answersFor(key, (_question, index) => index < rightCount),
    });

    expect(result.overallMastery).toBe(mastery);
    expect(result.recommendedPlanId).toBe(planId);
    expect(result.subjects.reduce((sum, subject) => sum + subject.correct, 0)).toBe(rightCount);
    expect(result.weakPoints).toHaveLength(12 - rightCount);
  });

  it('scores the same answers sent in any order the same way', async () => {
    const app = await start();
    const key = await keyFor(app, 'primary', '二年级');
    const answers = answersFor(key, (_question, index) => index % 3 !== 0);

    const inOrder = await submit(app, { stage: 'primary', grade: '二年级', answers });
    const reversed = await submit(app, { stage: 'primary', grade: '二年级', answers: [...answers].reverse() });

    expect(reversed.overallMastery).toBe(inOrder.overallMastery);
    expect(reversed.subjects).toEqual(inOrder.subjects);
    expect([...reversed.weakPoints].sort(byPoint)).toEqual([...inOrder.weakPoints].sort(byPoint));
  });

  it('never recommends a plan that is off sale', async () => {
    const app = await start();
    await app.db.updateTable('plans').set({ on_sale: 0 }).where('id', '=', 'junior-30').execute();
    const key = await keyFor(app, 'junior', '初一');

    const result = await submit(app, { stage: 'junior', grade: '初一', answers: answersFor(key, () => true) });

    expect(result.overallMastery).toBe(100);
    expect(result.recommendedPlanId).not.toBe('junior-30');
    const recommended = await app.inject({ url: `/api/plans/${String(result.recommendedPlanId)}` });
    expect(recommended.json()).toMatchObject({ stage: 'junior', onSale: true });
  });

  it('scores a submission over real HTTP', async () => {
    const app = await start();
    const baseUrl = await listenOnFreePort(app);
    const key = await keyFor(app, 'junior', '初三');

    const response = await fetch(`${baseUrl}/api/assessment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stage: 'junior', grade: '初三', answers: answersFor(key, () => true) }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(assessmentResultSchema.parse(await response.json())).toMatchObject({ overallMastery: 100, recommendedPlanId: 'junior-30' });
  });
});

function byPoint(a: { subject: string; knowledgePoint: string }, b: { subject: string; knowledgePoint: string }): number {
  return `${a.subject}/${a.knowledgePoint}`.localeCompare(`${b.subject}/${b.knowledgePoint}`);
}

describe('POST /api/assessment refuses bad payloads with 400 and stores nothing', () => {
  type Answers = { questionId: string; choice: unknown }[];
  type Case = [label: string, build: (answers: Answers, others: { senior: string; unserved: string }) => unknown, code: string];

  const cases: Case[] = [
    ['empty answers', () => [], 'VALIDATION_FAILED'],
    ['answers that are not an array', () => ({ questionId: 'junior-math-01', choice: 0 }), 'VALIDATION_FAILED'],
    ['answers as a string', () => 'junior-math-01:0', 'VALIDATION_FAILED'],
    ['more than 20 answers', (answers) => [...answers, ...answers].slice(0, 21), 'VALIDATION_FAILED'],
    ['only some of the questions answered', (answers) => answers.slice(0, answers.length - 1), 'ASSESSMENT_ANSWERS_INVALID'],
    ['a single answer', (answers) => answers.slice(0, 1), 'ASSESSMENT_ANSWERS_INVALID'],
    [
      'a duplicated questionId in place of another question',
      (answers) => answers.map((answer, index) => (index === 1 ? { ...answer, questionId: answers[0]?.questionId ?? '' } : answer)),
      'ASSESSMENT_ANSWERS_INVALID',
    ],
    ['a duplicated questionId on top of all questions', (answers) => [...answers, answers[0]], 'ASSESSMENT_ANSWERS_INVALID'],
    [
      'a question of another stage',
      (answers, { senior }) => answers.map((answer, index) => (index === 0 ? { ...answer, questionId: senior } : answer)),
      'ASSESSMENT_ANSWERS_INVALID',
    ],
    [
      'a question of the stage that was not served',
      (answers, { unserved }) => answers.map((answer, index) => (index === 0 ? { ...answer, questionId: unserved } : answer)),
      'ASSESSMENT_ANSWERS_INVALID',
    ],
    [
      'an unknown questionId',
      (answers) => answers.map((answer, index) => (index === 0 ? { ...answer, questionId: 'no-such-question' } : answer)),
      'ASSESSMENT_ANSWERS_INVALID',
    ],
    [
      'an empty questionId',
      (answers) => answers.map((answer, index) => (index === 0 ? { ...answer, questionId: '' } : answer)),
      'VALIDATION_FAILED',
    ],
    ...[4, -1, 1.5, 'a', '0', null, true].map((choice): Case => [
      `choice ${JSON.stringify(choice)}`,
      (answers) => answers.map((answer, index) => (index === 2 ? { ...answer, choice } : answer)),
      'VALIDATION_FAILED',
    ]),
    [
      'an answer without a choice',
      (answers) => answers.map((answer, index) => (index === 0 ? { questionId: answer.questionId } : answer)),
      'VALIDATION_FAILED',
    ],
  ];

  it.each(cases)('refuses %s', async (_label, build, code) => {
    const app = await start();
    const { token } = await loginAs(app);
    expect((await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { role: 'student' } })).statusCode).toBe(
      200,
    );
    const key = await keyFor(app, 'junior', '初一');
    expect(key).toHaveLength(12);
    const [senior] = await keyFor(app, 'senior', '高一');
    const served = new Set(key.map((question) => question.id));
    const unserved = (await app.db.selectFrom('assessment_questions').select('id').where('stage', '=', 'junior').execute())
      .map((row) => row.id)
      .find((id) => !served.has(id));
    expect(unserved, 'the seed holds a junior question the assessment does not serve').toBeDefined();
    const answers: Answers = answersFor(key, () => true);

    const response = await postAssessment(
      app,
      { stage: 'junior', grade: '初一', answers: build(answers, { senior: String(senior?.id), unserved: String(unserved) }) },
      bearer(token),
    );

    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe(code);
    expect(error.field ?? '').toMatch(/^answers/);
    expect(await storedResults(app)).toEqual([]);
  });

  it.each([
    ['a grade of another stage', { stage: 'junior', grade: '高二' }, 'ASSESSMENT_GRADE_MISMATCH', 'grade'],
    ['an unknown stage', { stage: 'college', grade: '初一' }, 'VALIDATION_FAILED', 'stage'],
    ['an unknown grade', { stage: 'junior', grade: '初四' }, 'VALIDATION_FAILED', 'grade'],
    ['no stage', { grade: '初一' }, 'VALIDATION_FAILED', 'stage'],
    ['no grade', { stage: 'junior' }, 'VALIDATION_FAILED', 'grade'],
  ])('refuses %s', async (_label, header, code, field) => {
    const app = await start();
    const key = await keyFor(app, 'junior', '初一');

    const response = await postAssessment(app, { ...header, answers: answersFor(key, () => true) });

    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, field });
  });

  it('refuses a body that is not JSON', async () => {
    const app = await start();
    const response = await app.inject({
      method: 'POST',
      url: '/api/assessment',
      headers: { 'content-type': 'application/json' },
      payload: '{"stage":"junior",',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_JSON');
  });
});

describe('saving an assessment result', () => {
  async function student(app: FastifyInstance) {
    const { token } = await loginAs(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(token),
      payload: { role: 'student', grade: '初一' },
    });
    expect(response.statusCode).toBe(200);
    const self = meSchema.parse(response.json()).learners[0];
    if (!self) throw new Error('a student has its own learner');
    return { token, learnerId: self.id };
  }

  async function parentWithChild(app: FastifyInstance) {
    const { token } = await loginAs(app);
    expect((await app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token), payload: { role: 'parent' } })).statusCode).toBe(
      200,
    );
    const child = await app.inject({
      method: 'POST',
      url: '/api/me/learners',
      headers: bearer(token),
      payload: { name: '小明', grade: '初一' },
    });
    expect(child.statusCode).toBe(201);
    return { token, childId: (child.json() as { id: string }).id };
  }

  async function submission(app: FastifyInstance, extra: object = {}) {
    const key = await keyFor(app, 'junior', '初一');
    return { stage: 'junior', grade: '初一', answers: answersFor(key, (_question, index) => index % 2 === 0), ...extra };
  }

  it('does not save an anonymous submission', async () => {
    const app = await start();

    const result = await submit(app, await submission(app));

    expect(result.savedForLearnerId).toBeNull();
    expect(result.overallMastery).toBe(50);
    expect(await storedResults(app)).toEqual([]);
  });

  it('ignores a learnerId sent without login: nothing is saved for that learner', async () => {
    const app = await start();
    const victim = await student(app);

    const result = await submit(app, await submission(app, { learnerId: victim.learnerId }));

    expect(result.savedForLearnerId).toBeNull();
    expect(await storedResults(app)).toEqual([]);
  });

  it('saves a logged-in student’s result for its own learner, exactly once', async () => {
    const app = await start();
    const me = await student(app);
    const payload = await submission(app);

    const result = await submit(app, payload, bearer(me.token));

    expect(result.savedForLearnerId).toBe(me.learnerId);
    const rows = await storedResults(app);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ learner_id: me.learnerId, stage: 'junior', grade: '初一' });
    expect(JSON.parse(String(rows[0]?.result))).toEqual(result);
    expect(JSON.parse(String(rows[0]?.answers))).toEqual(payload.answers);
  });

  it('saves each submission of a student as its own result', async () => {
    const app = await start();
    const me = await student(app);
    await submit(app, await submission(app), bearer(me.token));
    await submit(app, await submission(app), bearer(me.token));
    expect(await storedResults(app, me.learnerId)).toHaveLength(2);
  });

  it('saves a parent’s submission for the child it names', async () => {
    const app = await start();
    const parent = await parentWithChild(app);

    const result = await submit(app, await submission(app, { learnerId: parent.childId }), bearer(parent.token));

    expect(result.savedForLearnerId).toBe(parent.childId);
    const rows = await storedResults(app);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.learner_id).toBe(parent.childId);
  });

  it('refuses a parent naming another account’s learner with 404 LEARNER_NOT_FOUND and stores nothing', async () => {
    const app = await start();
    const parent = await parentWithChild(app);
    const stranger = await student(app);
    const strangersChild = await parentWithChild(app);

    for (const learnerId of [stranger.learnerId, strangersChild.childId, 'no-such-learner']) {
      const response = await postAssessment(app, await submission(app, { learnerId }), bearer(parent.token));
      expect(response.statusCode, learnerId).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json())).toEqual({
        error: { code: 'LEARNER_NOT_FOUND', message: errorMessages.LEARNER_NOT_FOUND, field: 'learnerId' },
      });
    }
    expect(await storedResults(app)).toEqual([]);
  });

  it('refuses a student naming another account’s learner with 404 and stores nothing', async () => {
    const app = await start();
    const me = await student(app);
    const other = await student(app);

    const response = await postAssessment(app, await submission(app, { learnerId: other.learnerId }), bearer(me.token));

    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('LEARNER_NOT_FOUND');
    expect(await storedResults(app)).toEqual([]);
  });

  it.each([
    ['a garbage Bearer token', 'Bearer not a token!'],
    ['a well-formed token nobody was given', `Bearer ${'A'.repeat(43)}`],
    ['a Basic header', 'Basic MTM4MTIzNDEyMzQ6MTIzNDU2'],
  ])('treats a request with %s as anonymous: 200, not saved', async (_label, authorization) => {
    const app = await start();

    const result = await submit(app, await submission(app), { authorization });

    expect(result.savedForLearnerId).toBeNull();
    expect(await storedResults(app)).toEqual([]);
  });

  it('treats a logged-out student’s token as anonymous: 200, not saved', async () => {
    const app = await start();
    const me = await student(app);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(me.token) })).statusCode).toBeLessThan(300);

    const result = await submit(app, await submission(app), bearer(me.token));

    expect(result.savedForLearnerId).toBeNull();
    expect(await storedResults(app)).toEqual([]);
  });
});

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ChatMessage,
  chatHistorySchema,
  chatMessageSchema,
  chatSourceSchema,
  MAX_QUESTION_LENGTH,
} from '../../src/contract/companion.ts';
import { errorMessages } from '../../src/contract/errors.ts';
import type { LibraryCourse } from '../../src/contract/library-content.ts';
import { syncLibrary } from '../../src/server/features/companion/library/library-sync.repository.ts';
import { LIBRARY_ANSWER_INTRO, LIBRARY_NOTHING_FOUND } from '../../src/server/features/companion/tutor/library-answer.ts';
import { bearer, errorOf, loginAs } from './helpers/auth.ts';
import { learnerWithService } from './helpers/companion.ts';
import { type FakeLlm, llmEnv, startFakeLlm } from './helpers/fake-llm.ts';
import { orderClient } from './helpers/orders.ts';
import { eventually } from './helpers/payments.ts';
import { closingAfterEachTest, listenOnFreePort } from './helpers/test-app.ts';

/**
 * A small course library of our own in place of the seed, so that what the tutor finds does not depend on how the
 * seed's lessons happen to be worded.
 */
const library: LibraryCourse[] = [
  {
    stage: 'junior',
    subject: '数学',
    edition: '人教版',
    volumes: [
      {
        id: 'tt-math-8a',
        title: '八年级上册',
        grade: '初二',
        term: '上学期',
        source: 'this test',
        units: [
          {
            id: 'tt-math-u1',
            title: '勾股定理',
            knowledgePoints: [
              {
                id: 'tt-pythagoras',
                title: '勾股定理',
                prerequisites: [],
                generators: [],
                lesson: {
                  title: '勾股定理：直角三角形三边的关系',
                  minutes: 8,
                  paragraphs: ['在直角三角形中，两条直角边的平方和等于斜边的平方：a² + b² = c²。', '已知任意两边，就能求出第三边。'],
                  examples: [{ problem: '直角边是6和8，求斜边。', steps: ['6² + 8² = 36 + 64 = 100。', '斜边 = √100 = 10。'] }],
                },
                exercises: [
                  {
                    id: 'tt-pythagoras-1',
                    kind: 'single',
                    prompt: '直角三角形的两条直角边是5和12，斜边是多少？',
                    options: ['13', '17', '15', '11'],
                    answer: 0,
                    explanation: ['5² + 12² = 25 + 144 = 169。', '√169 = 13，所以选 A。'],
                  },
                  {
                    id: 'tt-pythagoras-2',
                    kind: 'truefalse',
                    prompt: '勾股定理适用于所有三角形。',
                    answer: false,
                    explanation: ['勾股定理只适用于直角三角形。'],
                  },
                ],
              },
              {
                id: 'tt-linear-equation',
                title: '一元一次方程',
                prerequisites: [],
                generators: [],
                lesson: {
                  title: '解一元一次方程',
                  minutes: 8,
                  paragraphs: ['解方程的步骤：去分母、去括号、移项、合并同类项、系数化为1。移项要变号。'],
                  examples: [],
                },
                exercises: [
                  {
                    id: 'tt-linear-equation-1',
                    kind: 'fill',
                    prompt: '方程 2x + 3 = 7 的解是 x = ___。',
                    answer: ['2'],
                    explanation: ['移项得 2x = 4。', 'x = 2。'],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    stage: 'junior',
    subject: '英语',
    edition: '人教版',
    volumes: [
      {
        id: 'tt-english-7a',
        title: '七年级上册',
        grade: '初一',
        term: '上学期',
        source: 'this test',
        units: [
          {
            id: 'tt-english-u1',
            title: '一般现在时',
            knowledgePoints: [
              {
                id: 'tt-third-person',
                title: '第三人称单数',
                prerequisites: [],
                generators: [],
                lesson: {
                  title: '一般现在时的第三人称单数',
                  minutes: 6,
                  paragraphs: ['主语是第三人称单数（he, she, it）时，一般现在时的动词要加 -s 或 -es，如 He plays football.'],
                  examples: [],
                },
                exercises: [
                  {
                    id: 'tt-third-person-1',
                    kind: 'fill',
                    prompt: 'She ___ (go) to school every day.',
                    answer: ['goes'],
                    explanation: ['主语 she 是第三人称单数，go 加 -es。'],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const pythagorasLesson = {
  kind: 'lesson',
  id: 'tt-pythagoras-lesson',
  title: '勾股定理：直角三角形三边的关系',
  lessonId: 'tt-pythagoras-lesson',
};

const startApp = closingAfterEachTest();
const fakes: FakeLlm[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function fakeLlm(...args: Parameters<typeof startFakeLlm>): Promise<FakeLlm> {
  const fake = await startFakeLlm(...args);
  fakes.push(fake);
  return fake;
}

/** The app with our library in place of the seed's (before anything searched it). */
async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const { app } = await startApp(env);
  await app.ready();
  // The seed's points and exercises are retired, as an upgrade of the library would leave them.
  await syncLibrary(app.db, library, Date.now());
  return app;
}

const sourcesEvent = z.object({ mode: z.enum(['llm', 'library']), sources: z.array(chatSourceSchema) });
const errorEvent = z.object({ code: z.string(), message: z.string(), questionId: z.nullable(z.string()) });

type Events = {
  names: string[];
  question: ChatMessage;
  sources: z.infer<typeof sourcesEvent>;
  deltas: string[];
  done?: ChatMessage;
  error?: z.infer<typeof errorEvent>;
};

/** The Server-Sent Events of a chat answer, parsed, in the order they came. */
function eventsOf(body: string): Events {
  const blocks = body.split('\n\n').filter((block) => block.trim() !== '');
  const parsed = blocks.map((block) => {
    const event = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (!event || data === undefined) throw new Error(`not an event: ${block}`);
    return { event, data: JSON.parse(data) as unknown };
  });
  const find = (name: string) => parsed.find((event) => event.event === name)?.data;
  const done = find('done');
  const error = find('error');
  return {
    names: parsed.map((event) => event.event),
    question: chatMessageSchema.parse(find('question')),
    sources: sourcesEvent.parse(find('sources')),
    deltas: parsed.filter((event) => event.event === 'delta').map((event) => z.object({ text: z.string() }).parse(event.data).text),
    done: done === undefined ? undefined : chatMessageSchema.parse(done),
    error: error === undefined ? undefined : errorEvent.parse(error),
  };
}

function ask(app: FastifyInstance, headers: Record<string, string>, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/companion/chat', headers, payload });
}

/** Asks (the stream must start) and returns its events. */
async function asked(app: FastifyInstance, headers: Record<string, string>, payload: object): Promise<Events> {
  const response = await ask(app, headers, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  return eventsOf(response.body);
}

async function history(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/companion/chat', headers });
  expect(response.statusCode, response.body).toBe(200);
  return chatHistorySchema.parse(response.json());
}

const storedMessages = (app: FastifyInstance, learnerId: string) =>
  app.db.selectFrom('chat_messages').selectAll().where('learner_id', '=', learnerId).orderBy('created_at').execute();

/** The learner answered the exercise in a practice set, as the practice API records it. */
async function answeredInPractice(app: FastifyInstance, learnerId: string, exerciseId: string, answer: object, correct: boolean) {
  const setId = `set-${exerciseId}`;
  const now = Date.now();
  await app.db
    .insertInto('practice_sets')
    .values({
      id: setId,
      learner_id: learnerId,
      task_id: null,
      knowledge_point_id: null,
      title: '练习',
      exercise_ids: JSON.stringify([exerciseId]),
      created_at: now,
      finished_at: null,
      result: null,
    })
    .execute();
  await app.db
    .insertInto('practice_answers')
    .values({
      set_id: setId,
      exercise_id: exerciseId,
      learner_id: learnerId,
      answer: JSON.stringify(answer),
      correct: correct ? 1 : 0,
      feedback: '{}',
      answered_at: now,
    })
    .execute();
}

describe('the chat routes in the OpenAPI document', () => {
  it('documents the answer as a text/event-stream and the history as ChatHistory', async () => {
    const app = await start();

    const operation = z.object({ responses: z.record(z.string(), z.object({ content: z.record(z.string(), z.unknown()) })) });
    const document = z
      .object({ paths: z.object({ '/api/companion/chat': z.object({ post: operation, get: operation }) }) })
      .parse((await app.inject({ url: '/api/docs/json' })).json());
    const chat = document.paths['/api/companion/chat'];
    expect(Object.keys(chat?.post?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(chat?.post?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(chat?.get?.responses['200']?.content['application/json']).toEqual({ schema: { $ref: '#/components/schemas/ChatHistory' } });
  });
});

describe('POST /api/companion/chat: who may ask', () => {
  it('answers 401 without a login', async () => {
    const app = await start();

    const response = await ask(app, {}, { message: '勾股定理怎么用？' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED });
    expect((await app.inject({ url: '/api/companion/chat' })).statusCode).toBe(401);
  });

  it('answers 403 SERVICE_NOT_ACTIVE, as JSON, to a learner without a service, and stores nothing', async () => {
    const app = await start();
    const client = await orderClient(app);
    await app.inject({ method: 'PATCH', url: '/api/me', headers: client.headers, payload: { grade: '初二' } });

    const response = await ask(app, client.headers, { message: '勾股定理怎么用？' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(response)).toEqual({ code: 'SERVICE_NOT_ACTIVE', message: errorMessages.SERVICE_NOT_ACTIVE });
    expect(errorOf(await app.inject({ url: '/api/companion/chat', headers: client.headers })).code).toBe('SERVICE_NOT_ACTIVE');
    expect(await storedMessages(app, client.learner.id)).toEqual([]);
  });

  it('answers 404 for another account’s learner', async () => {
    const app = await start();
    const owner = await learnerWithService(app);
    const { token } = await loginAs(app);

    const response = await ask(app, bearer(token), { learnerId: owner.learner.id, message: '勾股定理怎么用？' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('LEARNER_NOT_FOUND');
  });

  it(`answers 400 VALIDATION_FAILED naming the message when it is over ${MAX_QUESTION_LENGTH} characters, or empty`, async () => {
    const app = await start();
    const buyer = await learnerWithService(app);

    const tooLong = await ask(app, buyer.headers, { message: '勾'.repeat(MAX_QUESTION_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toEqual({
      code: 'VALIDATION_FAILED',
      message: `${errorMessages.VALIDATION_FAILED}：message`,
      field: 'message',
    });
    const blank = await ask(app, buyer.headers, { message: '   ' });
    expect(errorOf(blank).field).toBe('message');
    expect(await storedMessages(app, buyer.learner.id)).toEqual([]);

    const longest = await ask(app, buyer.headers, { message: '勾'.repeat(MAX_QUESTION_LENGTH) });
    expect(longest.statusCode).toBe(200);
  });
});

describe('POST /api/companion/chat without a language model (the course library answers)', () => {
  it('streams question, sources, deltas and done; says it answers from the course library; stores both', async () => {
    const app = await start();
    const buyer = await learnerWithService(app);

    const events = await asked(app, buyer.headers, { message: '  勾股定理怎么用？ ' });

    expect(events.names[0]).toBe('question');
    expect(events.names[1]).toBe('sources');
    expect(events.names.at(-1)).toBe('done');
    expect(events.names.slice(2, -1).every((name) => name === 'delta')).toBe(true);
    expect(events.deltas.length).toBeGreaterThan(3);
    expect(events.question).toMatchObject({ role: 'user', content: '勾股定理怎么用？', status: 'complete', mode: null });
    expect(events.sources.mode).toBe('library');
    // No exercise the learner has not answered yet: its passage would give its answer away.
    expect(events.sources.sources).toEqual([pythagorasLesson]);

    const answer = events.done;
    expect(answer?.content).toBe(events.deltas.join(''));
    expect(answer?.content.startsWith(LIBRARY_ANSWER_INTRO)).toBe(true);
    expect(answer?.content).toContain('在直角三角形中，两条直角边的平方和等于斜边的平方：a² + b² = c²。');
    expect(answer).toMatchObject({ role: 'assistant', mode: 'library', status: 'complete', sources: events.sources.sources });

    const stored = await storedMessages(app, buyer.learner.id);
    expect(stored.map((row) => [row.role, row.status, row.question_id])).toEqual([
      ['user', 'complete', null],
      ['assistant', 'complete', events.question.id],
    ]);
    const { messages, questionsLeftToday, dailyQuota } = await history(app, buyer.headers);
    expect(messages).toEqual([events.question, answer]);
    expect([questionsLeftToday, dailyQuota]).toEqual([29, 30]);
  });

  it('finds the English point for an English question, and says so when nothing fits', async () => {
    const app = await start();
    const buyer = await learnerWithService(app);

    const english = await asked(app, buyer.headers, { message: '第三人称单数的动词怎么变？' });
    expect(english.sources.sources[0]?.id).toBe('tt-third-person-lesson');

    const offTopic = await asked(app, buyer.headers, { message: '今天晚上吃什么好呢？' });
    expect(offTopic.sources.sources).toEqual([]);
    expect(offTopic.done?.content).toBe(`${LIBRARY_ANSWER_INTRO}\n\n${LIBRARY_NOTHING_FOUND}`);
  });

  it('explains an exercise the learner answered in practice, with their answer; 404 for one they did not', async () => {
    const app = await start();
    const buyer = await learnerWithService(app);

    const unanswered = await ask(app, buyer.headers, { message: '讲讲这道题', exerciseId: 'tt-pythagoras-1' });
    expect(unanswered.statusCode).toBe(404);
    expect(errorOf(unanswered)).toEqual({ code: 'EXERCISE_NOT_FOUND', message: errorMessages.EXERCISE_NOT_FOUND, field: 'exerciseId' });
    expect(await storedMessages(app, buyer.learner.id)).toEqual([]);

    await answeredInPractice(app, buyer.learner.id, 'tt-pythagoras-1', { kind: 'single', choice: 1 }, false);
    const events = await asked(app, buyer.headers, { message: '讲讲这道题', exerciseId: 'tt-pythagoras-1' });

    const content = events.done?.content ?? '';
    expect(content.startsWith(LIBRARY_ANSWER_INTRO)).toBe(true);
    expect(content).toContain(
      [
        '题目（单选题）：直角三角形的两条直角边是5和12，斜边是多少？',
        '选项：A. 13  B. 17  C. 15  D. 11',
        '你的答案：B. 17（答错了）',
        '正确答案：A. 13',
        '解题步骤：',
        '1. 5² + 12² = 25 + 144 = 169。',
        '2. √169 = 13，所以选 A。',
      ].join('\n'),
    );
    expect(events.sources.sources[0]).toEqual(pythagorasLesson);
    // The exercise itself is the question, not one of its sources.
    expect(events.sources.sources.map((source) => source.id)).not.toContain('tt-pythagoras-1');
    expect((await storedMessages(app, buyer.learner.id)).map((row) => row.exercise_id)).toEqual(['tt-pythagoras-1', 'tt-pythagoras-1']);
  });
});

describe('the daily question quota', () => {
  it('refuses the question over TUTOR_DAILY_QUESTIONS with 429 as JSON, until the next day (Asia/Shanghai)', async () => {
    const app = await start({ TUTOR_DAILY_QUESTIONS: '2' });
    const buyer = await learnerWithService(app);

    await asked(app, buyer.headers, { message: '勾股定理怎么用？' });
    await asked(app, buyer.headers, { message: '一元一次方程怎么解？' });
    const refused = await ask(app, buyer.headers, { message: '第三人称单数是什么？' });

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(refused)).toEqual({ code: 'CHAT_QUOTA_EXCEEDED', message: errorMessages.CHAT_QUOTA_EXCEEDED });
    expect((await storedMessages(app, buyer.learner.id)).filter((row) => row.role === 'user')).toHaveLength(2);
    expect(await history(app, buyer.headers)).toMatchObject({ questionsLeftToday: 0, dailyQuota: 2 });

    // Yesterday's questions: they no longer count today.
    const day = 24 * 60 * 60 * 1000;
    await app.db
      .updateTable('chat_messages')
      .set((eb) => ({ created_at: eb('created_at', '-', day) }))
      .where('learner_id', '=', buyer.learner.id)
      .execute();
    expect((await history(app, buyer.headers)).questionsLeftToday).toBe(2);
    await asked(app, buyer.headers, { message: '第三人称单数是什么？' });
  });
  it('questions sent at the same instant take the last places once: the others are refused, none stored', async () => {
    const app = await start({ TUTOR_DAILY_QUESTIONS: '2' });
    const buyer = await learnerWithService(app);

    const answers = await Promise.all(
      ['勾股定理怎么用？', '一元一次方程怎么解？', '第三人称单数是什么？', '比喻句是什么？', '分数怎么约分？'].map((message) =>
        ask(app, buyer.headers, { message }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect((await storedMessages(app, buyer.learner.id)).filter((row) => row.role === 'user')).toHaveLength(2);
  });
});

describe('POST /api/companion/chat with an OpenAI-compatible language model', () => {
  it('streams the model’s tokens as they come, grounded in the passages, and stores their concatenation', async () => {
    const fake = await fakeLlm({
      stream: ['勾股定理', '说的是', '直角三角形', '三边的关系[1]。', '你先想一想：', '哪条边是斜边？'],
      delayMs: 15,
    });
    const app = await start(llmEnv(fake));
    const buyer = await learnerWithService(app);

    const events = await asked(app, buyer.headers, { message: '勾股定理怎么用？' });

    expect(events.names).toEqual(['question', 'sources', 'delta', 'delta', 'delta', 'delta', 'delta', 'delta', 'done']);
    expect(events.deltas).toEqual(['勾股定理', '说的是', '直角三角形', '三边的关系[1]。', '你先想一想：', '哪条边是斜边？']);
    expect(events.sources.mode).toBe('llm');
    expect(events.sources.sources[0]).toEqual(pythagorasLesson);
    expect(events.done).toMatchObject({
      role: 'assistant',
      mode: 'llm',
      status: 'complete',
      content: '勾股定理说的是直角三角形三边的关系[1]。你先想一想：哪条边是斜边？',
    });
    expect((await history(app, buyer.headers)).messages).toEqual([events.question, events.done]);

    const [request] = fake.received;
    expect(request?.headers.authorization).toBe('Bearer sk-fake-key');
    expect(request?.body.model).toBe('fake-tutor-1');
    expect(request?.body.stream).toBe(true);
    const messages = request?.body.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user']);
    expect(messages[0]?.content).toContain('你是“小伴老师”');
    expect(messages[0]?.content).toContain('初二的学生小明');
    expect(messages[0]?.content).toContain('不要直接给出最终答案');
    expect(messages[1]?.content).toContain(
      '[1] 讲解《勾股定理：直角三角形三边的关系》（数学 · 初二 · 勾股定理）\n在直角三角形中，两条直角边的平方和等于斜边的平方：a² + b² = c²。',
    );
    expect(messages[2]).toEqual({ role: 'user', content: '勾股定理怎么用？' });
  });

  it('gives the model the last turns, and the exercise with the learner’s answer and its explanation', async () => {
    const fake = await fakeLlm({ stream: ['先看', '题目。'] });
    const app = await start(llmEnv(fake));
    const buyer = await learnerWithService(app);
    await answeredInPractice(app, buyer.learner.id, 'tt-linear-equation-1', { kind: 'fill', text: '5' }, false);

    await asked(app, buyer.headers, { message: '勾股定理怎么用？' });
    await asked(app, buyer.headers, { message: '为什么我错了？', exerciseId: 'tt-linear-equation-1' });

    const messages = fake.received[1]?.body.messages ?? [];
    expect(messages.slice(2)).toEqual([
      { role: 'user', content: '勾股定理怎么用？' },
      { role: 'assistant', content: '先看题目。' },
      { role: 'user', content: '为什么我错了？' },
    ]);
    expect(messages[1]?.content).toContain(
      [
        '学生请你讲解这道他做过的题：',
        '题目（填空题）：方程 2x + 3 = 7 的解是 x = ___。',
        '学生的答案：5（答错了）',
        '正确答案：2',
        '解题步骤：',
        '1. 移项得 2x = 4。',
        '2. x = 2。',
      ].join('\n'),
    );
  });

  it('sends each token to the client as it arrives, over HTTP', async () => {
    const fake = await fakeLlm({ stream: ['一', '二', '三', '四'], delayMs: 150 });
    const app = await start(llmEnv(fake));
    const buyer = await learnerWithService(app);
    const baseUrl = await listenOnFreePort(app);

    const response = await fetch(`${baseUrl}/api/companion/chat`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: '勾股定理怎么用？' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const arrivals: { name: string; at: number }[] = [];
    let buffer = '';
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      buffer += decoder.decode(read.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        arrivals.push({ name: /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1] ?? '', at: performance.now() });
        buffer = buffer.slice(end + 2);
      }
    }

    expect(arrivals.map((arrival) => arrival.name)).toEqual(['question', 'sources', 'delta', 'delta', 'delta', 'delta', 'done']);
    const firstDelta = arrivals[2]?.at ?? 0;
    const done = arrivals[6]?.at ?? 0;
    // The tokens come 150 ms apart: the first is on the client long before the last.
    expect(done - firstDelta).toBeGreaterThan(300);
  });

  it('reports a provider error as TUTOR_UNAVAILABLE, keeps the question, and answers it on retryOf without counting it again', async () => {
    const fake = await fakeLlm({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const app = await start({ ...llmEnv(fake), TUTOR_DAILY_QUESTIONS: '1' });
    const buyer = await learnerWithService(app);

    const failed = await asked(app, buyer.headers, { message: '勾股定理怎么用？' });
    expect(failed.names).toEqual(['question', 'sources', 'error']);
    expect(failed.error).toEqual({ code: 'TUTOR_UNAVAILABLE', message: errorMessages.TUTOR_UNAVAILABLE, questionId: failed.question.id });
    const afterFailure = await history(app, buyer.headers);
    expect(afterFailure.messages.map((message) => [message.role, message.status, message.content])).toEqual([
      ['user', 'complete', '勾股定理怎么用？'],
      ['assistant', 'failed', errorMessages.TUTOR_UNAVAILABLE],
    ]);
    expect(afterFailure.questionsLeftToday).toBe(0);

    fake.answer({ stream: ['直角三角形', '中……'] });
    const retried = await asked(app, buyer.headers, { message: '勾股定理怎么用？', retryOf: failed.question.id });
    expect(retried.question).toEqual(failed.question);
    expect(retried.done?.content).toBe('直角三角形中……');
    expect(fake.received[1]?.body.messages.at(-1)).toEqual({ role: 'user', content: '勾股定理怎么用？' });
    const afterRetry = await history(app, buyer.headers);
    expect(afterRetry.messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'failed'],
      ['assistant', 'complete'],
    ]);
    expect(afterRetry.messages[2]).toEqual(retried.done);

    // Answered now: it is not asked again, and unknown questions are not found.
    const again = await ask(app, buyer.headers, { message: '勾股定理怎么用？', retryOf: failed.question.id });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).field).toBe('retryOf');
    const unknown = await ask(app, buyer.headers, { message: '勾股定理怎么用？', retryOf: 'no-such-question' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('CHAT_MESSAGE_NOT_FOUND');
  });

  it('reports a provider that stalls past LLM_TIMEOUT_SECONDS as TUTOR_TIMEOUT, keeping what came and the question', async () => {
    const fake = await fakeLlm({ stall: ['先想一想'] });
    const app = await start({ ...llmEnv(fake), LLM_TIMEOUT_SECONDS: '1' });
    const buyer = await learnerWithService(app);
    const started = performance.now();

    const failed = await asked(app, buyer.headers, { message: '勾股定理怎么用？' });

    expect(performance.now() - started).toBeLessThan(5_000);
    expect(failed.names).toEqual(['question', 'sources', 'delta', 'error']);
    expect(failed.error).toEqual({ code: 'TUTOR_TIMEOUT', message: errorMessages.TUTOR_TIMEOUT, questionId: failed.question.id });
    const stored = await storedMessages(app, buyer.learner.id);
    expect(stored.map((row) => [row.role, row.status, row.content])).toEqual([
      ['user', 'complete', '勾股定理怎么用？'],
      ['assistant', 'failed', `先想一想\n\n（${errorMessages.TUTOR_TIMEOUT}）`],
    ]);

    fake.answer({ stream: ['好'] });
    expect((await asked(app, buyer.headers, { message: '勾股定理怎么用？', retryOf: failed.question.id })).done?.content).toBe('好');
  });

  it('stops the model when the learner leaves mid-answer and keeps the part that came, as failed', async () => {
    const fake = await fakeLlm({ stream: Array.from({ length: 100 }, (_, i) => `第${i}段`), delayMs: 30 });
    const app = await start(llmEnv(fake));
    const buyer = await learnerWithService(app);
    const baseUrl = await listenOnFreePort(app);
    const leaving = new AbortController();

    const response = await fetch(`${baseUrl}/api/companion/chat`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: '勾股定理怎么用？' }),
      signal: leaving.signal,
    });
    const reader = response.body?.getReader();
    let received = '';
    while (!received.includes('event: delta')) {
      const read = await reader?.read();
      if (!read || read.done) throw new Error('the stream ended before any delta');
      received += new TextDecoder().decode(read.value);
    }
    leaving.abort();

    await eventually(() => fake.abandoned() === 1, 'the model request was closed');
    await eventually(async () => (await storedMessages(app, buyer.learner.id)).length === 2, 'the answer was stored');
    const [question, answer] = await storedMessages(app, buyer.learner.id);
    expect(question?.content).toBe('勾股定理怎么用？');
    expect(answer?.status).toBe('failed');
    expect(answer?.content).toMatch(/^第0段(第\d+段)*\n\n（回答没有完成（连接中断了），你的问题已保存，可以重新提问。）$/);
    expect(answer?.content).not.toContain('第99段');
  });
});

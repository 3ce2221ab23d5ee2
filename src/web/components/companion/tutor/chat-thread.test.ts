import { describe, expect, it } from 'vitest';
import type { ChatHistory, ChatMessage } from '../../../../contract/companion.ts';
import { historyWithAnswer, type LiveExchange, threadItems } from './chat-thread.ts';

const at = '2026-11-23T02:00:00.000Z';
const user = (id: string, content = `问题${id}`): ChatMessage => ({
  id,
  role: 'user',
  content,
  mode: null,
  sources: [],
  status: 'complete',
  createdAt: at,
});
const answer = (id: string, status: 'complete' | 'failed' = 'complete'): ChatMessage => ({
  id,
  role: 'assistant',
  content: `回答${id}`,
  mode: 'library',
  sources: [],
  status,
  createdAt: at,
});
const live = (patch: Partial<LiveExchange>): LiveExchange => ({
  question: user('local-1', '分数怎么加？'),
  retryOf: null,
  content: '先通分',
  mode: 'library',
  sources: [],
  status: 'streaming',
  error: null,
  ...patch,
});

const ids = (items: ReturnType<typeof threadItems>) => items.map((item) => item.message.id);

describe('threadItems', () => {
  it('shows the stored conversation as it is', () => {
    const items = threadItems([user('q1'), answer('a1')], null);
    expect(ids(items)).toEqual(['q1', 'a1']);
    expect(items.some((item) => item.retry)).toBe(false);
  });

  it('appends a new question and its streaming answer', () => {
    const items = threadItems([user('q1'), answer('a1')], live({}));
    expect(ids(items)).toEqual(['q1', 'a1', 'local-1', 'live-local-1']);
    expect(items[3]).toMatchObject({ streaming: true, message: { content: '先通分' } });
  });

  it('does not show a stored question twice once the history knows it', () => {
    const items = threadItems([user('q1'), answer('a1'), user('q2')], live({ question: user('q2') }));
    expect(ids(items)).toEqual(['q1', 'a1', 'q2', 'live-q2']);
  });

  it('offers to ask again where an answer failed or never came', () => {
    const items = threadItems([user('q1'), answer('a1', 'failed'), user('q2')], null);
    expect(items.map((item) => item.retry?.questionId ?? null)).toEqual([null, 'q1', null, 'q2']);
    expect(items[3]?.message.status).toBe('failed');
  });

  it('answers a retried question in place of its failed answer', () => {
    const items = threadItems(
      [user('q1'), answer('a1', 'failed'), user('q2'), answer('a2')],
      live({ question: user('q1'), retryOf: 'q1' }),
    );
    expect(ids(items)).toEqual(['q1', 'live-q1', 'q2', 'a2']);
  });

  it('keeps a failed live answer with a retry once its question is stored', () => {
    const failed = threadItems([], live({ question: user('q9'), status: 'failed', error: '小伴老师思考超时了' }));
    expect(failed[1]).toMatchObject({ streaming: false, retry: { questionId: 'q9' }, message: { content: '小伴老师思考超时了' } });
    const unsaved = threadItems([], live({ status: 'failed', error: '网络连接失败' }));
    expect(unsaved[1]?.retry).toBeUndefined();
  });
});

describe('historyWithAnswer', () => {
  const history: ChatHistory = { messages: [user('q1'), answer('a1', 'failed')], questionsLeftToday: 5, dailyQuota: 20 };

  it('adds a new exchange and counts the question', () => {
    const next = historyWithAnswer(history, user('q2'), answer('a2'), false);
    expect(next.messages.map((message) => message.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(next.questionsLeftToday).toBe(4);
  });

  it('replaces the failed answer of a retried question', () => {
    const next = historyWithAnswer(history, user('q1'), answer('a1b'), true);
    expect(next.messages.map((message) => message.id)).toEqual(['q1', 'a1b']);
    expect(next.questionsLeftToday).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { chatStreamEventOf } from './chat-stream-events.ts';

const message = {
  id: 'm1',
  role: 'assistant',
  content: '分数相加先通分。',
  mode: 'library',
  sources: [{ kind: 'lesson', id: 'l1', title: '异分母分数加法', lessonId: 'l1' }],
  status: 'complete',
  createdAt: '2026-11-23T02:00:00.000Z',
};

const sse = (event: string, data: unknown) => ({ event, data: typeof data === 'string' ? data : JSON.stringify(data), id: null });

describe('chatStreamEventOf', () => {
  it('reads each event of the tutor stream with its contract shape', () => {
    expect(chatStreamEventOf(sse('delta', { text: '先' }))).toEqual({ event: 'delta', data: { text: '先' } });
    expect(chatStreamEventOf(sse('done', message))).toEqual({ event: 'done', data: message });
    expect(chatStreamEventOf(sse('sources', { mode: 'library', sources: message.sources }))?.event).toBe('sources');
    expect(chatStreamEventOf(sse('error', { code: 'TUTOR_TIMEOUT', message: '超时', questionId: 'q1' }))).toEqual({
      event: 'error',
      data: { code: 'TUTOR_TIMEOUT', message: '超时', questionId: 'q1' },
    });
  });

  it('ignores unknown events, broken JSON and data that breaks the contract', () => {
    expect(chatStreamEventOf(sse('ping', {}))).toBeNull();
    expect(chatStreamEventOf(sse('toString', {}))).toBeNull();
    expect(chatStreamEventOf(sse('delta', '{"text":'))).toBeNull();
    expect(chatStreamEventOf(sse('delta', { text: 3 }))).toBeNull();
    expect(chatStreamEventOf(sse('done', { ...message, role: 'system' }))).toBeNull();
  });
});

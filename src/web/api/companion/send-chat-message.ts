import type { ChatRequest, ChatStreamEvent } from '../../../contract/companion.ts';
import { ApiError, sendApiRequest } from '../client.ts';
import { chatStreamEventOf } from './chat-stream-events.ts';
import { createSseParser } from './sse-parser.ts';

const INTERRUPTED = '网络中断，小伴老师的回答没有收完，你的问题已保存，可以重试';

/**
 * Asks the tutor and hands each Server-Sent Event of the answer to `onEvent` as it arrives (fetch and a stream
 * reader: the request is a POST). Errors before the stream starts throw ApiError (401, SERVICE_NOT_ACTIVE,
 * CHAT_QUOTA_EXCEEDED, 400); a stream that breaks off before `done` or `error` ends with a synthetic `error`.
 */
export async function sendChatMessage(request: ChatRequest, onEvent: (event: ChatStreamEvent) => void, signal?: AbortSignal) {
  const response = await sendApiRequest('/api/companion/chat', {
    method: 'POST',
    body: request,
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!response.body) throw new ApiError(response.status, 'BAD_RESPONSE', '服务返回的数据有误，请稍后再试');

  let questionId: string | null = request.retryOf ?? null;
  let finished = false;
  const parser = createSseParser((message) => {
    const event = chatStreamEventOf(message);
    if (!event || finished) return;
    if (event.event === 'question') questionId = event.data.id;
    if (event.event === 'done' || event.event === 'error') finished = true;
    onEvent(event);
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
    parser.end();
  } catch (caught) {
    if (signal?.aborted) throw caught;
  } finally {
    reader.releaseLock();
  }
  if (!finished) onEvent({ event: 'error', data: { code: 'STREAM_INTERRUPTED', message: INTERRUPTED, questionId } });
}

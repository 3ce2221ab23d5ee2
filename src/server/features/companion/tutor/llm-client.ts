import { createParser } from 'eventsource-parser';
import { z } from 'zod';
import type { LlmConfig } from '../../../config.ts';

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/**
 * Why no (complete) answer came: `timeout` (too slow overall, or silent for too long), `unavailable` (refused
 * connection, an error status, a broken or malformed stream) or `aborted` (our caller gave up, e.g. the learner left).
 */
export class LlmError extends Error {
  override name = 'LlmError';

  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'aborted',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Silence longer than this (no byte from the provider) ends the request even within the total timeout. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

const providerError = z.object({ error: z.union([z.string(), z.object({ message: z.string().optional() }).passthrough()]) });
const streamChunk = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish(), finish_reason: z.string().nullish() }))
    .default([]),
});
/** Some servers ignore `stream: true` and answer the whole completion at once. */
const wholeCompletion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1) });

type StreamItem = { text: string } | { done: true };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LlmError('unavailable', `the provider sent malformed JSON: ${text.slice(0, 200)}`);
  }
}

function describeProviderError(body: unknown): string | null {
  const parsed = providerError.safeParse(body);
  if (!parsed.success) return null;
  const { error } = parsed.data;
  return typeof error === 'string' ? error : (error.message ?? JSON.stringify(error));
}

/** The items of one `data:` payload of the stream. */
function itemsOf(data: string): StreamItem[] {
  if (data.trim() === '[DONE]') return [{ done: true }];
  const body = parseJson(data);
  const error = describeProviderError(body);
  if (error) throw new LlmError('unavailable', `the provider reported an error mid-stream: ${error}`);
  const chunk = streamChunk.safeParse(body);
  if (!chunk.success) throw new LlmError('unavailable', `unexpected chunk from the provider: ${data.slice(0, 200)}`);
  return chunk.data.choices.flatMap((choice) => (choice.delta?.content ? [{ text: choice.delta.content }] : []));
}

/**
 * Streams the answer of any OpenAI-compatible `POST {baseUrl}/chat/completions` (`stream: true`), a piece of text
 * per token chunk as it arrives. Throws an LlmError; returning early (or `signal`) closes the provider connection.
 */
export async function* streamChatCompletion(
  llm: LlmConfig,
  messages: readonly LlmMessage[],
  options: { signal?: AbortSignal; idleTimeoutMs?: number } = {},
): AsyncGenerator<string, void, undefined> {
  const { signal } = options;
  const idleTimeoutMs = Math.min(options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS, llm.timeoutMs);
  const controller = new AbortController();
  let expired: string | null = null;
  const expire = (why: string) => {
    expired ??= why;
    controller.abort();
  };
  const totalTimer = setTimeout(() => expire(`no complete answer within ${llm.timeoutMs} ms`), llm.timeoutMs);
  let idleTimer = setTimeout(() => expire(`the provider was silent for ${idleTimeoutMs} ms`), idleTimeoutMs);
  const heardFromProvider = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => expire(`the provider was silent for ${idleTimeoutMs} ms`), idleTimeoutMs);
  };
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (signal?.aborted) controller.abort();

  const failure = (error: unknown): LlmError => {
    if (expired) return new LlmError('timeout', expired, { cause: error });
    if (signal?.aborted) return new LlmError('aborted', 'the request was abandoned by the caller', { cause: error });
    if (error instanceof LlmError) return error;
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error);
    return new LlmError('unavailable', `the provider could not be reached or broke off: ${reason}`, { cause: error });
  };

  try {
    const response = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: llm.model, messages, stream: true }),
      signal: controller.signal,
    });
    heardFromProvider();
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body) {
      const text = await response.text();
      const detail = describeProviderError(text.startsWith('{') ? parseJson(text) : null) ?? text.slice(0, 200);
      throw new LlmError('unavailable', `the provider answered HTTP ${response.status}: ${detail}`);
    }
    if (contentType.includes('application/json')) {
      const body = parseJson(await response.text());
      const whole = wholeCompletion.safeParse(body);
      if (!whole.success) throw new LlmError('unavailable', `unexpected reply: ${describeProviderError(body) ?? 'no choices'}`);
      const content = whole.data.choices[0]?.message.content;
      if (content) yield content;
      return;
    }

    const items: StreamItem[] = [];
    let parseFailure: unknown = null;
    const parser = createParser({
      onEvent: ({ data }) => {
        try {
          items.push(...itemsOf(data));
        } catch (error) {
          parseFailure ??= error;
        }
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      heardFromProvider();
      parser.feed(decoder.decode(read.value, { stream: true }));
      if (parseFailure) throw parseFailure;
      for (let item = items.shift(); item; item = items.shift()) {
        if ('done' in item) return;
        yield item.text;
      }
    }
    throw new LlmError('unavailable', 'the stream ended before [DONE]');
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(totalTimer);
    clearTimeout(idleTimer);
    signal?.removeEventListener('abort', onCallerAbort);
    // Leaving early (the caller stopped reading, or an error above): close the connection to the provider.
    controller.abort();
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../../../tests/api/helpers/fake-llm.ts';
import type { LlmConfig } from '../../../config.ts';
import { LlmError, type LlmMessage, streamChatCompletion } from './llm-client.ts';

const messages: LlmMessage[] = [
  { role: 'system', content: '你是小伴老师。' },
  { role: 'user', content: '勾股定理怎么用？' },
];

let fake: FakeLlm | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function llmOn(answer: Parameters<typeof startFakeLlm>[0], overrides: Partial<LlmConfig> = {}): Promise<LlmConfig> {
  fake = await startFakeLlm(answer);
  return { baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake-model', timeoutMs: 5_000, ...overrides };
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failureOf(stream: AsyncIterable<string>): Promise<{ error: LlmError; pieces: string[] }> {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
  } catch (error) {
    if (error instanceof LlmError) return { error, pieces };
    throw error;
  }
  throw new Error(`the stream did not fail; it gave ${JSON.stringify(pieces)}`);
}

describe('streamChatCompletion', () => {
  it('streams the pieces in order and sends the model, the messages, stream: true and the bearer key', async () => {
    const llm = await llmOn({ stream: ['直角三角形', '中，', 'a² + b² = c²', '。'] });

    expect(await collect(streamChatCompletion(llm, messages))).toEqual(['直角三角形', '中，', 'a² + b² = c²', '。']);
    const [request] = fake?.received ?? [];
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({ model: 'fake-model', stream: true, messages });
  });

  it('sends no Authorization header without a key (a local Ollama)', async () => {
    const llm = await llmOn({ stream: ['好'] }, { apiKey: null });

    await collect(streamChatCompletion(llm, messages));
    expect(fake?.received[0]?.headers.authorization).toBeUndefined();
  });

  it('reports an error status as unavailable, with the provider’s message', async () => {
    const llm = await llmOn({ status: 500, body: '{"error":{"message":"overloaded"}}' });

    const { error } = await failureOf(streamChatCompletion(llm, messages));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('the provider answered HTTP 500: overloaded');
  });

  it('reports a refused connection as unavailable', async () => {
    const llm = await llmOn({ stream: [] });
    await fake?.close();
    fake = undefined;

    const { error } = await failureOf(streamChatCompletion(llm, messages));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('reports a stream that breaks off before [DONE] as unavailable, after the pieces that came', async () => {
    const llm = await llmOn({ cut: ['第一步', '，'] });

    const { error, pieces } = await failureOf(streamChatCompletion(llm, messages));
    expect(pieces).toEqual(['第一步', '，']);
    expect(error.kind).toBe('unavailable');
  });

  it('gives up with timeout when the provider goes silent', async () => {
    const llm = await llmOn({ stall: ['想一想'] }, { timeoutMs: 5_000 });
    const started = performance.now();

    const { error, pieces } = await failureOf(streamChatCompletion(llm, messages, { idleTimeoutMs: 300 }));
    expect(pieces).toEqual(['想一想']);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('the provider was silent for 300 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives up with timeout when the whole answer takes too long, even while tokens keep coming', async () => {
    const llm = await llmOn({ stream: Array.from({ length: 40 }, () => '字'), delayMs: 30 }, { timeoutMs: 400 });

    const { error, pieces } = await failureOf(streamChatCompletion(llm, messages, { idleTimeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('no complete answer within 400 ms');
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.length).toBeLessThan(40);
  });

  it('closes the provider connection when the caller aborts', async () => {
    const llm = await llmOn({ stream: Array.from({ length: 50 }, () => '字'), delayMs: 20 });
    const caller = new AbortController();
    const pieces: string[] = [];

    const failed = failureOf(
      (async function* () {
        for await (const piece of streamChatCompletion(llm, messages, { signal: caller.signal })) {
          pieces.push(piece);
          if (pieces.length === 3) caller.abort();
          yield piece;
        }
      })(),
    );
    const { error } = await failed;
    expect(error.kind).toBe('aborted');
    await expect.poll(() => fake?.abandoned()).toBe(1);
  });

  it('accepts a server that ignores stream: true and answers the whole completion as JSON', async () => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: '整段回答' }, finish_reason: 'stop' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const llm: LlmConfig = { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: null, model: 'm', timeoutMs: 2_000 };
      expect(await collect(streamChatCompletion(llm, messages))).toEqual(['整段回答']);
    } finally {
      server.close();
    }
  });
});

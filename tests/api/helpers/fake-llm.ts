import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** A chat-completions request as the fake parsed it. */
export const chatCompletionRequestSchema = z.object({
  model: z.string(),
  stream: z.boolean(),
  messages: z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export type ReceivedLlmRequest = { url: string; headers: http.IncomingHttpHeaders; body: ChatCompletionRequest };

/** How the fake answers the next requests. */
export type FakeLlmAnswer =
  /** Streams each text as one `data:` chunk, `delayMs` apart, each line written in two halves, then [DONE]. */
  | { stream: string[]; delayMs?: number }
  /** A plain HTTP failure, as a provider answers an overload or a bad key. */
  | { status: number; body: string }
  /** Streams these chunks, then sends nothing more and keeps the connection open. */
  | { stall: string[] }
  /** Streams these chunks, then drops the connection without [DONE]. */
  | { cut: string[] };

export type FakeLlm = {
  /** For LLM_BASE_URL (…/v1, like the real providers). */
  baseUrl: string;
  received: ReceivedLlmRequest[];
  /** Requests whose connection the app closed before the fake finished answering. */
  abandoned: () => number;
  answer: (next: FakeLlmAnswer) => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One chunk exactly as OpenAI's API streams it (DeepSeek, Qwen and Ollama send the same shape). */
function chunkLine(model: string, delta: Record<string, string>, finishReason: string | null = null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 (`POST /v1/chat/completions`, stream: true): it
 * records each request and streams like the real one, or fails as told.
 */
export async function startFakeLlm(first: FakeLlmAnswer = { stream: ['你好'] }): Promise<FakeLlm> {
  const received: ReceivedLlmRequest[] = [];
  let next = first;
  let abandoned = 0;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      void (async () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const body = chatCompletionRequestSchema.parse(JSON.parse(raw));
        received.push({ url: request.url, headers: request.headers, body });
        response.on('close', () => {
          if (!response.writableFinished) abandoned += 1;
        });
        const answer = next;
        if ('status' in answer) {
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
          return;
        }
        response.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
        });
        response.write(chunkLine(body.model, { role: 'assistant', content: '' }));
        const texts = 'stream' in answer ? answer.stream : 'stall' in answer ? answer.stall : answer.cut;
        for (const text of texts) {
          if (response.destroyed) return;
          await sleep('delayMs' in answer ? (answer.delayMs ?? 10) : 10);
          // Written in two halves: a client must put a line back together across network reads.
          const line = chunkLine(body.model, { content: text });
          const half = Math.floor(line.length / 2);
          response.write(line.slice(0, half));
          await sleep(2);
          response.write(line.slice(half));
        }
        if ('cut' in answer) {
          await sleep(10);
          response.destroy();
          return;
        }
        if ('stall' in answer) return;
        response.write(chunkLine(body.model, {}, 'stop'));
        response.end('data: [DONE]\n\n');
      })().catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    abandoned: () => abandoned,
    answer: (answer) => {
      next = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the app's tutor at the fake. */
export function llmEnv(fake: FakeLlm, overrides: Record<string, string> = {}): Record<string, string> {
  return { LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: 'sk-fake-key', LLM_MODEL: 'fake-tutor-1', ...overrides };
}

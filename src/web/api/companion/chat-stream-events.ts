import { chatMessageSchema, type ChatStreamEvent, chatSourceSchema } from '../../../contract/companion.ts';
import { z } from '../../../contract/schema.ts';
import type { SseMessage } from './sse-parser.ts';

const eventSchemas = {
  question: chatMessageSchema,
  sources: z.object({ mode: z.enum(['llm', 'library']), sources: z.array(chatSourceSchema) }),
  delta: z.object({ text: z.string() }),
  done: chatMessageSchema,
  error: z.object({ code: z.string(), message: z.string(), questionId: z.nullable(z.string()) }),
};

function isKnownEvent(event: string): event is keyof typeof eventSchemas {
  return Object.hasOwn(eventSchemas, event);
}

/**
 * The tutor's stream event in an SSE message, checked against the contract; null for an event we do not know
 * (a later server may add some) or data that is not what the contract says.
 */
export function chatStreamEventOf(message: SseMessage): ChatStreamEvent | null {
  if (!isKnownEvent(message.event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = eventSchemas[message.event].safeParse(json);
  if (!parsed.success) return null;
  // Each schema is the one of its event name, so the pair is a ChatStreamEvent.
  return { event: message.event, data: parsed.data } as ChatStreamEvent;
}

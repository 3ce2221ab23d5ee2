import type { ChatHistory, ChatMessage, ChatSource } from '../../../../contract/companion.ts';

/** The exchange on its way: the question (stored, or a stand-in until the server names it) and the answer so far. */
export type LiveExchange = {
  question: ChatMessage;
  /** The question is asked again after a failed answer: it is already in the history. */
  retryOf: string | null;
  content: string;
  mode: 'llm' | 'library' | null;
  sources: ChatSource[];
  status: 'waiting' | 'streaming' | 'failed';
  error: string | null;
};

/** One bubble of the conversation. `retry` is set on an answer that failed (or never came): ask that question again. */
export type ThreadItem = {
  message: ChatMessage;
  streaming?: boolean;
  retry?: { questionId: string; text: string };
};

const NOT_ANSWERED = '这个问题还没有得到回答。';

function liveAnswer(live: LiveExchange): ThreadItem {
  const questionId = live.retryOf ?? live.question.id;
  return {
    message: {
      id: `live-${questionId}`,
      role: 'assistant',
      content: live.status === 'failed' ? (live.error ?? '') : live.content,
      mode: live.mode,
      sources: live.sources,
      status: live.status === 'failed' ? 'failed' : 'complete',
      createdAt: live.question.createdAt,
    },
    streaming: live.status !== 'failed',
    retry: live.status === 'failed' && !live.question.id.startsWith('local-') ? { questionId, text: live.question.content } : undefined,
  };
}

/**
 * The bubbles to show: the stored history with the live exchange in its place (right after its question,
 * standing in for that question's stored answer), and a retry on every question whose answer failed or never came.
 */
export function threadItems(messages: ChatMessage[], live: LiveExchange | null): ThreadItem[] {
  const anchor = live ? (live.retryOf ?? live.question.id) : null;
  const items: ThreadItem[] = [];
  let anchored = false;
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    if (message.role === 'user') {
      items.push({ message });
      if (live && message.id === anchor) {
        anchored = true;
        items.push(liveAnswer(live));
      } else if (!next || next.role === 'user') {
        items.push({
          message: {
            ...message,
            id: `unanswered-${message.id}`,
            role: 'assistant',
            content: NOT_ANSWERED,
            mode: null,
            sources: [],
            status: 'failed',
          },
          retry: { questionId: message.id, text: message.content },
        });
      }
      return;
    }
    // An answer whose question is being answered again right now gives way to the live one.
    if (previous?.role === 'user' && previous.id === anchor) return;
    const retry =
      message.status === 'failed' && previous?.role === 'user' ? { questionId: previous.id, text: previous.content } : undefined;
    items.push({ message, retry });
  });
  if (live && !anchored) items.push({ message: live.question }, liveAnswer(live));
  return items;
}

/** The history once an answer is done: the question with its one answer in place, and one question fewer left today. */
export function historyWithAnswer(history: ChatHistory, question: ChatMessage, answer: ChatMessage, isRetry: boolean): ChatHistory {
  const messages = history.messages.filter((message) => message.id !== answer.id);
  const at = messages.findIndex((message) => message.id === question.id);
  let next: ChatMessage[];
  if (at === -1) next = [...messages, question, answer];
  else {
    let end = at + 1;
    while (messages[end]?.role === 'assistant') end += 1;
    next = [...messages.slice(0, at + 1), answer, ...messages.slice(end)];
  }
  return {
    ...history,
    messages: next,
    questionsLeftToday: isRetry ? history.questionsLeftToday : Math.max(0, history.questionsLeftToday - 1),
  };
}

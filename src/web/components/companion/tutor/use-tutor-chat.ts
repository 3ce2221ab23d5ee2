import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatHistory, ChatMessage, ChatStreamEvent } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { companionKeys } from '../../../api/companion/companion-query.ts';
import { useChatHistory } from '../../../api/companion/get-chat-history.ts';
import { sendChatMessage } from '../../../api/companion/send-chat-message.ts';
import { historyWithAnswer, type LiveExchange, threadItems } from './chat-thread.ts';

type Ask = { text: string; exerciseId?: string; retryOf?: string };

let localIds = 0;

/**
 * The tutor conversation of one learner: the stored history, the answer streaming in, asking and asking again.
 * An answer is written into the history cache when it is done; the server stays the record.
 */
export function useTutorChat(learnerId: string | undefined) {
  const history = useChatHistory(learnerId);
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveExchange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const key = companionKeys.chat(learnerId ?? '');
  const busy = live !== null && live.status !== 'failed';

  /** Asks; resolves false when the question was not accepted (quota, no service, offline), so the text can stay. */
  async function ask({ text, exerciseId, retryOf }: Ask): Promise<boolean> {
    if (busy || !learnerId) return false;
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    const stored = retryOf
      ? (history.data?.messages.find((message) => message.id === retryOf) ?? (live?.question.id === retryOf ? live.question : undefined))
      : undefined;
    let question: ChatMessage = stored ?? {
      id: `local-${(localIds += 1)}`,
      role: 'user',
      content: text,
      mode: null,
      sources: [],
      status: 'complete',
      createdAt: new Date().toISOString(),
    };
    setLive({ question, retryOf: retryOf ?? null, content: '', mode: null, sources: [], status: 'waiting', error: null });

    const onEvent = (event: ChatStreamEvent) => {
      switch (event.event) {
        case 'question':
          question = event.data;
          setLive((current) => current && { ...current, question: event.data });
          break;
        case 'sources':
          setLive((current) => current && { ...current, mode: event.data.mode, sources: event.data.sources });
          break;
        case 'delta':
          setLive((current) => current && { ...current, status: 'streaming', content: current.content + event.data.text });
          break;
        case 'done':
          queryClient.setQueryData<ChatHistory>(
            key,
            (current) => current && historyWithAnswer(current, question, event.data, Boolean(retryOf)),
          );
          setLive(null);
          // The server keeps the count of today's questions.
          void queryClient.invalidateQueries({ queryKey: key });
          break;
        case 'error':
          setLive((current) => current && { ...current, status: 'failed', error: event.data.message });
          void queryClient.invalidateQueries({ queryKey: key });
          break;
      }
    };

    try {
      await sendChatMessage({ learnerId, message: text, exerciseId, retryOf }, onEvent, controller.signal);
      return true;
    } catch (caught) {
      if (controller.signal.aborted) return false;
      setLive(null);
      setError(caught instanceof ApiError ? caught.message : '发送失败，请稍后再试');
      if (caught instanceof ApiError && caught.code === 'CHAT_QUOTA_EXCEEDED') {
        queryClient.setQueryData<ChatHistory>(key, (current) => current && { ...current, questionsLeftToday: 0 });
      }
      return false;
    }
  }

  return {
    history,
    items: history.data ? threadItems(history.data.messages, live) : [],
    busy,
    /** Why the last question was not accepted. */
    error,
    questionsLeftToday: history.data?.questionsLeftToday ?? null,
    dailyQuota: history.data?.dailyQuota ?? null,
    ask,
    retry: (questionId: string, text: string) => ask({ text, retryOf: questionId }),
  };
}

export type TutorChatState = ReturnType<typeof useTutorChat>;

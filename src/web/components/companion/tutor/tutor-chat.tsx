import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Grade } from '../../../../contract/accounts.ts';
import { MAX_QUESTION_LENGTH } from '../../../../contract/companion.ts';
import { SendIcon, SparkIcon } from '../companion-icons.tsx';
import ui from '../companion-ui.module.css';
import { ChatBubble } from './chat-bubble.tsx';
import styles from './tutor-chat.module.css';
import { tutorSuggestionsFor } from './tutor-suggestions.ts';
import type { TutorChatState } from './use-tutor-chat.ts';

type Props = {
  chat: TutorChatState;
  /** The learner's grade, for the questions to start with (tapped to ask); without one, a 初中 selection. */
  grade: Grade | null | undefined;
};

/** 小伴老师: the conversation with the answer streaming in, its sources, and the box to ask. */
export function TutorChat({ chat, grade }: Props) {
  const suggestions = tutorSuggestionsFor(grade);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const last = chat.items.at(-1);
  const noneLeft = chat.questionsLeftToday === 0;

  // Follow the conversation's end as answers grow, until the learner scrolls up to read something earlier (any
  // scroll container: the page on a phone, a panel on a pad).
  const follow = useRef(true);
  useEffect(() => {
    const onScroll = () => {
      const sentinel = end.current;
      if (sentinel) follow.current = sentinel.getBoundingClientRect().top < window.innerHeight + 120;
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, []);
  useEffect(() => {
    if (follow.current) end.current?.scrollIntoView({ block: 'end' });
  }, [chat.items.length, last?.message.id, last?.message.content]);

  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, 120)}px`;
  }, [text]);

  const send = async (question: string) => {
    const trimmed = question.trim();
    if (!trimmed || chat.busy) return;
    setText('');
    follow.current = true;
    end.current?.scrollIntoView({ block: 'end' });
    const accepted = await chat.ask({ text: trimmed });
    if (!accepted) setText(trimmed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(text);
  };

  return (
    <div className={styles.chat}>
      <div className={styles.thread} role="log" aria-label="和小伴老师的对话" aria-live="polite">
        <div className={styles.welcome}>
          <span className={styles.avatarLarge} aria-hidden="true">
            伴
          </span>
          <div>
            <p className={styles.welcomeTitle}>你好，我是小伴老师</p>
            <p className={styles.welcomeText}>数学、语文、英语的问题都可以问我。做错的题，在解析下点「讲讲这道题」，我来一步步讲给你听。</p>
          </div>
        </div>
        {chat.items.length === 0 && (
          <div className={styles.suggestions} aria-label="可以这样问">
            {suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className={styles.suggestion}
                onClick={() => void send(suggestion)}
                disabled={chat.busy || noneLeft}
              >
                <SparkIcon /> {suggestion}
              </button>
            ))}
          </div>
        )}
        {chat.items.map((item) => (
          <ChatBubble key={item.message.id} item={item} onRetry={chat.retry} retryDisabled={chat.busy} />
        ))}
        <div ref={end} className={styles.end} />
      </div>

      <form className={styles.composer} onSubmit={submit}>
        {chat.error && (
          <p className={`${ui.alert} ${styles.composerAlert}`} role="alert">
            {chat.error}
          </p>
        )}
        <div className={styles.composerRow}>
          <textarea
            ref={input}
            className={styles.input}
            rows={1}
            value={text}
            maxLength={MAX_QUESTION_LENGTH}
            enterKeyHint="send"
            placeholder={noneLeft ? '今天的提问次数已用完，明天再来吧' : '输入你的问题，比如：分数加法怎么通分？'}
            aria-label="你的问题"
            disabled={noneLeft}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void send(text);
              }
            }}
          />
          <button type="submit" className={styles.send} aria-label="发送" disabled={!text.trim() || chat.busy || noneLeft}>
            {chat.busy ? <span className={ui.spinner} aria-hidden="true" /> : <SendIcon />}
          </button>
        </div>
        <p className={styles.meta}>
          {chat.questionsLeftToday !== null && (
            <span data-testid="questions-left">
              今天还可以提问 <strong>{chat.questionsLeftToday}</strong> 次
            </span>
          )}
          {text.length > MAX_QUESTION_LENGTH - 100 && (
            <span>
              {text.length}/{MAX_QUESTION_LENGTH}
            </span>
          )}
        </p>
      </form>
    </div>
  );
}

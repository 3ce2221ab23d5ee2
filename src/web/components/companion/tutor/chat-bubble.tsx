import { ChatText } from './chat-text.tsx';
import { ChatSources } from './chat-sources.tsx';
import type { ThreadItem } from './chat-thread.ts';
import styles from './tutor-chat.module.css';

/** One message: the learner's question, or 小伴老师's answer (thinking, streaming, failed with 重新回答, with its sources). */
export function ChatBubble({
  item,
  onRetry,
  retryDisabled,
}: {
  item: ThreadItem;
  onRetry: (questionId: string, text: string) => void;
  retryDisabled: boolean;
}) {
  const { message, streaming = false, retry } = item;
  if (message.role === 'user') {
    return (
      <div className={styles.row} data-role="user">
        <p className={styles.userBubble}>{message.content}</p>
      </div>
    );
  }
  const failed = message.status === 'failed';
  const thinking = streaming && message.content === '';
  return (
    <div className={styles.row} data-role="assistant">
      <span className={styles.avatar} aria-hidden="true">
        伴
      </span>
      <div className={styles.answer} data-testid="tutor-answer" data-streaming={streaming || undefined} data-failed={failed || undefined}>
        {thinking ? (
          <p className={styles.thinking}>
            小伴老师正在思考
            <span className={styles.dots} aria-hidden="true" />
          </p>
        ) : (
          <div className={styles.content} data-testid="tutor-answer-text">
            <ChatText text={message.content} />
            {streaming && <span className={styles.caret} aria-hidden="true" />}
          </div>
        )}
        {retry && (
          <button type="button" className={styles.retry} onClick={() => onRetry(retry.questionId, retry.text)} disabled={retryDisabled}>
            重新回答
          </button>
        )}
        {!failed && !thinking && message.sources.length > 0 && <ChatSources sources={message.sources} />}
        {!failed && !streaming && message.mode && (
          <p className={styles.mode}>{message.mode === 'library' ? '以上内容来自AI伴学课程资料库' : '内容由AI生成，仅供学习参考'}</p>
        )}
      </div>
    </div>
  );
}

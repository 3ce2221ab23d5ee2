import { Link } from 'react-router';
import type { ChatSource } from '../../../../contract/companion.ts';
import { useCompanionPaths } from '../companion-paths.tsx';
import styles from './tutor-chat.module.css';

const sourceKinds: Record<ChatSource['kind'], string> = { lesson: '讲解', exercise: '例题', knowledge_point: '知识点' };

/** 参考资料: what an answer drew on, each a link to its lesson when it has one. */
export function ChatSources({ sources }: { sources: ChatSource[] }) {
  const paths = useCompanionPaths();
  return (
    <div className={styles.sources} data-testid="tutor-sources">
      <p className={styles.sourcesTitle}>参考资料</p>
      <ul>
        {sources.map((source) => (
          <li key={`${source.kind}-${source.id}`}>
            {source.lessonId ? (
              <Link to={paths.lesson(source.lessonId)} className={styles.source}>
                <span>{sourceKinds[source.kind]}</span>
                {source.title}
              </Link>
            ) : (
              <span className={styles.source}>
                <span>{sourceKinds[source.kind]}</span>
                {source.title}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

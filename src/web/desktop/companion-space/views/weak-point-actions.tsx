import { Link } from 'react-router';
import type { WeakPoint } from '../../../../contract/companion.ts';
import ui from '../../../components/companion/companion-ui.module.css';
import { useSpace } from '../space-context.tsx';
import styles from './weak-point-actions.module.css';

type Props = {
  point: Pick<WeakPoint, 'knowledgePointId' | 'title' | 'lessonId'>;
  onPractise: (knowledgePointId: string) => void;
  starting: boolean;
  disabled: boolean;
};

/** What a weak point offers: read its lesson again, practise it. */
export function WeakPointActions({ point, onPractise, starting, disabled }: Props) {
  const { paths } = useSpace();
  return (
    <span className={styles.actions}>
      <Link to={paths.lesson(point.lessonId)} className={`${ui.buttonGhost} ${ui.small}`} aria-label={`${point.title}：看讲解`}>
        看讲解
      </Link>
      <button
        type="button"
        className={`${ui.button} ${ui.small}`}
        onClick={() => onPractise(point.knowledgePointId)}
        disabled={disabled}
        aria-label={`${point.title}：去练习`}
      >
        {starting ? <span className={ui.spinner} aria-hidden="true" /> : '去练习'}
      </button>
    </span>
  );
}

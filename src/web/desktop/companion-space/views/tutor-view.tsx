import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { TutorChat } from '../../../components/companion/tutor/tutor-chat.tsx';
import { useTutorChat } from '../../../components/companion/tutor/use-tutor-chat.ts';
import { useSpace } from '../space-context.tsx';
import { SpaceGate } from '../space-gate.tsx';
import space from './space-ui.module.css';
import styles from './tutor-view.module.css';

const EXPLAIN_EXERCISE = '讲讲这道题';

/** 小伴老师: the chat with the answer streaming in; `exerciseId` (讲讲这道题 under an explanation) asks about it once. */
export function TutorView({ exerciseId }: { exerciseId: string | null }) {
  const { learner, paths, service } = useSpace();
  const chat = useTutorChat(learner.id);
  const navigate = useNavigate();
  const asked = useRef(false);
  const ready = chat.history.data !== undefined;

  useEffect(() => {
    if (!exerciseId || !ready || asked.current) return;
    asked.current = true;
    // Asked once: a reload or the back button must not ask (and count) again.
    navigate(paths.tutorPlain, { replace: true });
    void chat.ask({ text: EXPLAIN_EXERCISE, exerciseId });
  }, [exerciseId, ready, chat, navigate, paths.tutorPlain]);

  return (
    <div className={styles.tutor}>
      <header className={`${space.head} ${styles.head}`}>
        <div>
          <h1 className={space.title}>小伴老师</h1>
          <p className={space.subtitle}>
            {learner.isSelf ? '先查课程资料再回答，一步步讲明白' : `正在以${learner.name}的身份提问 · 先查课程资料再回答`}
          </p>
        </div>
      </header>
      <div className={styles.chat} data-testid="tutor-chat">
        <SpaceGate query={chat.history}>{() => <TutorChat chat={chat} grade={service.grade} />}</SpaceGate>
      </div>
    </div>
  );
}

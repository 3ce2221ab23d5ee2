import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import { TutorChat } from '../../../components/companion/tutor/tutor-chat.tsx';
import { useTutorChat } from '../../../components/companion/tutor/use-tutor-chat.ts';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import styles from './tutor-page.module.css';

const EXPLAIN_EXERCISE = '讲讲这道题';

/** 小伴老师 (style 4): the tutor chat; `?exerciseId=` asks it to explain that exercise once, on arrival. */
export function TutorPage() {
  return <CompanionPage flush>{(learner) => <TutorScreen learner={learner} />}</CompanionPage>;
}

function TutorScreen({ learner }: { learner: Learner }) {
  const chat = useTutorChat(learner.id);
  const [params, setParams] = useSearchParams();
  const exerciseId = params.get('exerciseId');
  const asked = useRef(false);
  const ready = chat.history.data !== undefined;

  useEffect(() => {
    if (!exerciseId || !ready || asked.current) return;
    asked.current = true;
    // Asked once: a reload or the back button must not ask (and count) again.
    setParams({}, { replace: true });
    void chat.ask({ text: EXPLAIN_EXERCISE, exerciseId });
  }, [exerciseId, ready, chat, setParams]);

  return (
    <QueryGate query={chat.history} learner={learner}>
      {() => (
        <>
          {!learner.isSelf && <p className={styles.forLearner}>正在以{learner.name}的身份提问</p>}
          <TutorChat chat={chat} grade={learner.grade} />
        </>
      )}
    </QueryGate>
  );
}

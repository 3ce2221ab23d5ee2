import { Link, useNavigate } from 'react-router';
import type { Lesson } from '../../../../contract/companion.ts';
import { useCompleteTask } from '../../../api/companion/complete-task.ts';
import { useLesson } from '../../../api/companion/get-lesson.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { formatMinutes } from '../../../components/companion/companion-format.ts';
import { ChatIcon, CheckIcon, PencilIcon } from '../../../components/companion/companion-icons.tsx';
import ui from '../../../components/companion/companion-ui.module.css';
import { LessonReader } from '../../../components/companion/lesson/lesson-reader.tsx';
import { useReadingTime } from '../../../components/companion/lesson/use-reading-time.ts';
import { useSpace } from '../space-context.tsx';
import { flashState } from '../space-flash.ts';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { BackButton } from './back-button.tsx';
import space from './space-ui.module.css';
import styles from './lesson-view.module.css';

type Props = { lessonId: string; taskId: string | null; fromLibrary?: boolean };

/**
 * A lesson to read; opened from today's task, 我学完了 completes the task with the time it was on screen. Opened from
 * 课本同步, back leads there.
 */
export function LessonView({ lessonId, taskId, fromLibrary = false }: Props) {
  const { learner, paths } = useSpace();
  const lesson = useLesson(lessonId, learner.id);
  return (
    <div className={space.reading}>
      <h1 className="visually-hidden">学习讲解</h1>
      <BackButton
        fallback={taskId ? paths.study : fromLibrary ? paths.library : paths.practiceHub}
        label={taskId ? '返回今日学习' : fromLibrary ? '返回课本同步' : '返回'}
      />
      <SpaceGate query={lesson}>{(data) => <LessonScreen lesson={data} taskId={taskId} />}</SpaceGate>
    </div>
  );
}

function LessonScreen({ lesson, taskId }: { lesson: Lesson; taskId: string | null }) {
  const { learner, paths } = useSpace();
  const navigate = useNavigate();
  const readMinutes = useReadingTime();
  const today = useToday(taskId ? learner.id : undefined);
  const complete = useCompleteTask(learner.id);
  const practise = useStartPractice(learner.id);
  const task = taskId ? today.data?.tasks.find((item) => item.id === taskId) : undefined;
  const error = complete.error ?? practise.error;

  const finish = () => {
    if (!taskId) return;
    const spentMinutes = readMinutes();
    complete.mutate(
      { taskId, spentMinutes },
      { onSuccess: () => navigate(paths.study, { state: flashState(`「${lesson.title}」已完成，用时 ${formatMinutes(spentMinutes)}`) }) },
    );
  };

  const more = (
    <div className={styles.more}>
      <button
        type="button"
        className={ui.buttonGhost}
        disabled={practise.isPending}
        onClick={() =>
          practise.mutate({ knowledgePointId: lesson.knowledgePoint.id }, { onSuccess: (set) => navigate(paths.practice(set.id)) })
        }
      >
        {practise.isPending ? <span className={ui.spinner} aria-hidden="true" /> : <PencilIcon />}
        练一练这个知识点
      </button>
      <Link to={paths.tutor()} className={ui.buttonGhost}>
        <ChatIcon /> 问小伴老师
      </Link>
    </div>
  );

  return (
    <>
      <LessonReader lesson={lesson} footer={more} />
      {error && (
        <p className={`${ui.alert} ${styles.error}`} role="alert">
          {messageOf(error, '没能完成，请稍后再试')}
        </p>
      )}
      {/* A sibling of the lesson, not inside it: it stays at the foot of the screen while the lesson is read. */}
      {taskId && (
        <div className={styles.finishBar}>
          {task?.status === 'done' ? (
            <p className={styles.done}>
              <CheckIcon /> 这项任务已完成
            </p>
          ) : (
            <button
              type="button"
              className={`${ui.button} ${ui.block} ${styles.finish}`}
              onClick={finish}
              disabled={complete.isPending || !today.data}
            >
              {complete.isPending && <span className={ui.spinner} aria-hidden="true" />}
              我学完了
            </button>
          )}
        </div>
      )}
    </>
  );
}

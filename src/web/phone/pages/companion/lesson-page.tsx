import { Button, Toast } from 'antd-mobile';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Learner } from '../../../../contract/accounts.ts';
import type { Lesson } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { useCompleteTask } from '../../../api/companion/complete-task.ts';
import { useLesson } from '../../../api/companion/get-lesson.ts';
import { useToday } from '../../../api/companion/get-today.ts';
import { useStartPractice } from '../../../api/companion/start-practice.ts';
import { formatMinutes } from '../../../components/companion/companion-format.ts';
import { ChatIcon, CheckIcon } from '../../../components/companion/companion-icons.tsx';
import { LessonReader } from '../../../components/companion/lesson/lesson-reader.tsx';
import { useReadingTime } from '../../../components/companion/lesson/use-reading-time.ts';
import { CompanionPage, QueryGate } from './companion-page.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './lesson-page.module.css';

/** 学习讲解 (style 4): a lesson to read; opened from a task, finishing it completes the task with the time read. */
export function LessonPage() {
  const { lessonId = '' } = useParams();
  return <CompanionPage>{(learner) => <LessonScreen learner={learner} lessonId={lessonId} />}</CompanionPage>;
}

function LessonScreen({ learner, lessonId }: { learner: Learner; lessonId: string }) {
  const lesson = useLesson(lessonId, learner.id);
  return (
    <QueryGate query={lesson} learner={learner}>
      {(data) => <LessonReader lesson={data} footer={<LessonActions learner={learner} lesson={data} />} />}
    </QueryGate>
  );
}

function LessonActions({ learner, lesson }: { learner: Learner; lesson: Lesson }) {
  const [params] = useSearchParams();
  const taskId = params.get('taskId');
  const navigate = useNavigate();
  const readMinutes = useReadingTime();
  const today = useToday(taskId ? learner.id : undefined);
  const complete = useCompleteTask(learner.id);
  const practise = useStartPractice(learner.id);
  const task = taskId ? today.data?.tasks.find((item) => item.id === taskId) : undefined;
  const done = task?.status === 'done';

  const finish = async () => {
    if (!taskId) return;
    const spentMinutes = readMinutes();
    try {
      await complete.mutateAsync({ taskId, spentMinutes });
      Toast.show({ icon: 'success', content: `已完成，用时 ${formatMinutes(spentMinutes)}` });
      navigate(paths.study, { replace: true });
    } catch (caught) {
      Toast.show({ content: caught instanceof ApiError ? caught.message : '没能记录完成，请稍后再试' });
    }
  };

  const startPractice = async () => {
    try {
      const set = await practise.mutateAsync({ knowledgePointId: lesson.knowledgePoint.id });
      navigate(paths.practice(set.id));
    } catch (caught) {
      Toast.show({ content: caught instanceof ApiError ? caught.message : '练习没能开始，请稍后再试' });
    }
  };

  return (
    <div className={styles.after}>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => void startPractice()} disabled={practise.isPending}>
          {practise.isPending ? '正在出题…' : '练一练这个知识点'}
        </button>
        <Link to={paths.tutor()} className={styles.linkButton}>
          <ChatIcon /> 问小伴老师
        </Link>
      </div>
      {taskId && <div className={styles.spacer} />}
      {taskId && (
        <div className={styles.bar}>
          {done ? (
            <p className={styles.done}>
              <CheckIcon /> 这项任务已完成
            </p>
          ) : (
            <Button block color="primary" shape="rounded" size="large" loading={complete.isPending} onClick={() => void finish()}>
              我学完了
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

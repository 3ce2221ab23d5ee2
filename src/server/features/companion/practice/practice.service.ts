import type { Kysely } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { Answer, AnswerFeedback, PracticeSet, StartPracticeRequest, WeakPoint } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import { answerText, isCorrect } from './answer-check.ts';
import { bktParameters, WEAK_BELOW } from '../mastery/bkt.ts';
import type { CompanionLearner, LearnerAccess } from '../learner-access.ts';
import { exercisesOf, findExercises, findKnowledgePoints, publicExercise } from '../library/library.repository.ts';
import { masteryOf, recordEvidence, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import { findAccountTask, markTaskDone } from '../plans/plan-tasks.repository.ts';
import { gradesUpTo, type PlanService, PRACTICE_SET_SIZE } from '../plans/plan.service.ts';
import {
  answersOfSet,
  claimSetFinish,
  feedbackOfSet,
  findAccountSet,
  findFeedback,
  findOpenTaskSet,
  insertAnswerOnce,
  insertSet,
  lastResults,
  type SetResult,
  storeFeedback,
  storeSetResult,
  type StoredSet,
} from './practice.repository.ts';

export function createPracticeService(db: Kysely<Database>, clock: Clock, access: LearnerAccess, plans: PlanService) {
  async function findSet(accountId: string, setId: string): Promise<{ set: StoredSet; learner: CompanionLearner }> {
    const set = await findAccountSet(db, accountId, setId);
    if (!set) throw new AppError(404, 'PRACTICE_NOT_FOUND');
    const learner = await access.resolveActive(accountId, set.learnerId);
    return { set, learner };
  }

  async function toPracticeSet(set: StoredSet): Promise<PracticeSet> {
    const exercises = await findExercises(db, set.exerciseIds);
    const feedback = await feedbackOfSet(db, set.id);
    return {
      id: set.id,
      learnerId: set.learnerId,
      title: set.title,
      taskId: set.taskId,
      exercises: exercises.map(publicExercise),
      answers: exercises.flatMap((exercise) => feedback.get(exercise.id) ?? []),
      finishedAt: set.finishedAt === null ? null : new Date(set.finishedAt).toISOString(),
      result: set.result,
    };
  }

  /** Up to five exercises of the point: never answered first, then those answered wrong, then the rest. */
  async function pickExercises(learnerId: string, knowledgePointId: string): Promise<string[]> {
    const candidates = await exercisesOf(db, [knowledgePointId]);
    const lastResult = await lastResults(
      db,
      learnerId,
      candidates.map((exercise) => exercise.id),
    );
    const rank = (id: string) => (!lastResult.has(id) ? 0 : lastResult.get(id) === false ? 1 : 2);
    return candidates
      .map((exercise, index) => ({ id: exercise.id, rank: rank(exercise.id), index }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .slice(0, PRACTICE_SET_SIZE)
      .map((candidate) => candidate.id);
  }

  async function startPractice(accountId: string, request: StartPracticeRequest): Promise<{ set: PracticeSet; created: boolean }> {
    if (Boolean(request.taskId) === Boolean(request.knowledgePointId)) throw new AppError(400, 'PRACTICE_REQUEST_INVALID');
    let learner: CompanionLearner;
    let knowledgePointId: string;
    let taskId: string | null = null;
    if (request.taskId) {
      const task = await findAccountTask(db, accountId, request.taskId);
      if (!task || task.kind !== 'practice') throw new AppError(404, 'TASK_NOT_FOUND', undefined, 'taskId');
      learner = await access.resolveActive(accountId, task.learner_id);
      knowledgePointId = task.knowledge_point_id;
      taskId = task.id;
      // Practising a task again while its set is open continues that set.
      const open = await findOpenTaskSet(db, task.id);
      if (open) return { set: await toPracticeSet(open), created: false };
    } else {
      learner = await access.resolveActive(accountId, request.learnerId);
      knowledgePointId = request.knowledgePointId ?? '';
    }
    const [point] = await findKnowledgePoints(db, [knowledgePointId]);
    if (!point || point.stage !== learner.stage || !gradesUpTo(learner).includes(point.grade)) {
      throw new AppError(404, 'KNOWLEDGE_POINT_NOT_FOUND', undefined, 'knowledgePointId');
    }
    const exerciseIds = await pickExercises(learner.id, point.id);
    if (exerciseIds.length === 0) throw new AppError(404, 'KNOWLEDGE_POINT_NOT_FOUND', '这个知识点还没有练习题', 'knowledgePointId');
    const set: StoredSet = {
      id: newId(),
      learnerId: learner.id,
      taskId,
      knowledgePointId: point.id,
      title: `${point.subject} · ${point.title}`,
      exerciseIds,
      createdAt: clock.now(),
      finishedAt: null,
      result: null,
    };
    await insertSet(db, set);
    return { set: await toPracticeSet(set), created: true };
  }

  async function getPractice(accountId: string, setId: string): Promise<PracticeSet> {
    return toPracticeSet((await findSet(accountId, setId)).set);
  }

  /**
   * Checks one answer on the server and records its evidence. The first answer to an exercise in a set counts:
   * sending it again (a retry, a double tap) returns the same feedback and changes nothing.
   */
  async function submitAnswer(accountId: string, setId: string, exerciseId: string, answer: Answer): Promise<AnswerFeedback> {
    const { set, learner } = await findSet(accountId, setId);
    if (!set.exerciseIds.includes(exerciseId)) throw new AppError(404, 'EXERCISE_NOT_IN_SET', undefined, 'exerciseId');
    const already = await findFeedback(db, set.id, exerciseId);
    if (already) return already;
    if (set.finishedAt !== null) throw new AppError(409, 'PRACTICE_FINISHED');
    const [exercise] = await findExercises(db, [exerciseId]);
    if (!exercise) throw new AppError(404, 'EXERCISE_NOT_IN_SET', undefined, 'exerciseId');
    if (answer.kind !== exercise.kind) throw new AppError(400, 'ANSWER_KIND_MISMATCH', undefined, 'answer');
    if (
      (answer.kind === 'single' && answer.choice >= exercise.options.length) ||
      (answer.kind === 'multiple' && answer.choices.some((choice) => choice >= exercise.options.length))
    ) {
      throw new AppError(400, 'VALIDATION_FAILED', '没有这个选项', 'answer');
    }
    await seedMasteryFromAssessment(db, learner, clock.now());
    const correct = isCorrect(exercise, answer);
    const points = await findKnowledgePoints(db, exercise.knowledgePointIds);
    const now = clock.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const inserted = await insertAnswerOnce(trx, {
          setId: set.id,
          exerciseId: exercise.id,
          learnerId: learner.id,
          answer,
          correct,
          now,
        });
        if (!inserted) throw new AlreadyAnswered();
        const after = await recordEvidence(trx, {
          learnerId: learner.id,
          knowledgePointIds: exercise.knowledgePointIds,
          correct,
          kind: exercise.kind,
          now,
        });
        const feedback: AnswerFeedback = {
          exerciseId: exercise.id,
          correct,
          given: answer,
          correctAnswer: exercise.answer,
          correctAnswerText: answerText(exercise),
          explanation: exercise.explanation,
          mastery: exercise.knowledgePointIds.map((id) => ({
            knowledgePointId: id,
            title: points.find((point) => point.id === id)?.title ?? id,
            mastery: after.get(id) ?? bktParameters.initial,
          })),
        };
        await storeFeedback(trx, set.id, exercise.id, feedback);
        return feedback;
      });
    } catch (error) {
      // Another request answered it first (both dialects report the duplicate differently): its answer counts.
      const stored = await findFeedback(db, set.id, exerciseId);
      if (stored) return stored;
      throw error;
    }
  }

  /**
   * Ends a set once every exercise is answered: the weak points among the points it tested (mastery below
   * WEAK_BELOW) are shown and their lessons go into the plan; a practice task of the plan is done with the time
   * the set took. Finishing again returns the same result.
   */
  async function finishPractice(accountId: string, setId: string): Promise<PracticeSet> {
    const { set, learner } = await findSet(accountId, setId);
    if (set.finishedAt !== null) return toPracticeSet(set);
    const answers = await answersOfSet(db, set.id);
    if (answers.length < set.exerciseIds.length) throw new AppError(400, 'PRACTICE_INCOMPLETE');
    const exercises = await findExercises(db, set.exerciseIds);
    const tested = [...new Set(exercises.flatMap((exercise) => exercise.knowledgePointIds))];
    const [points, mastery] = await Promise.all([findKnowledgePoints(db, tested), masteryOf(db, learner.id, tested)]);
    const weakPoints: WeakPoint[] = points
      .map((point) => ({
        knowledgePointId: point.id,
        title: point.title,
        subject: point.subject as Subject,
        mastery: mastery.get(point.id)?.pKnown ?? bktParameters.initial,
        lessonId: point.lessonId,
      }))
      .filter((point) => point.mastery < WEAK_BELOW)
      .sort((a, b) => a.mastery - b.mastery);
    const now = clock.now();
    const spentMinutes = Math.min(600, Math.max(1, Math.round((now - set.createdAt) / 60_000)));
    await db.transaction().execute(async (trx) => {
      if (!(await claimSetFinish(trx, set.id, now))) return;
      const addedTasks = await plans.addWeakPointLessons(trx, learner.id, weakPoints, now);
      const result: SetResult = {
        correct: answers.filter((answer) => answer.correct).length,
        total: set.exerciseIds.length,
        weakPoints,
        addedTasks,
      };
      await storeSetResult(trx, set.id, result);
      if (set.taskId) await markTaskDone(trx, set.taskId, spentMinutes, now);
    });
    return getPractice(accountId, setId);
  }

  return { startPractice, getPractice, submitAnswer, finishPractice };
}

class AlreadyAnswered extends Error {}

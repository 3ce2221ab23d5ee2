import type { Kysely, Selectable } from 'kysely';
import type { Subject } from '../../../../contract/catalog.ts';
import type { Answer, AnswerFeedback, PracticeSet, StartPracticeRequest, WeakPoint } from '../../../../contract/companion.ts';
import type { Clock } from '../../../clock.ts';
import type { Database, PracticeSetsTable } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { newId } from '../../../secrets.ts';
import { answerText, isCorrect } from './answer-check.ts';
import { bktParameters, WEAK_BELOW } from '../mastery/bkt.ts';
import type { CompanionLearner, LearnerAccess } from '../learner-access.ts';
import { exercisesOf, findExercises, findKnowledgePoints, publicExercise } from '../library/library.repository.ts';
import { masteryOf, recordEvidence, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import { findAccountTask, markTaskDone } from '../plans/plan-tasks.repository.ts';
import { gradesUpTo, type PlanService, PRACTICE_SET_SIZE } from '../plans/plan.service.ts';

type SetRow = Selectable<PracticeSetsTable>;
type SetResult = NonNullable<PracticeSet['result']>;

export function createPracticeService(db: Kysely<Database>, clock: Clock, access: LearnerAccess, plans: PlanService) {
  async function findSet(accountId: string, setId: string): Promise<{ set: SetRow; learner: CompanionLearner }> {
    const set = await db
      .selectFrom('practice_sets')
      .innerJoin('learners', 'learners.id', 'practice_sets.learner_id')
      .selectAll('practice_sets')
      .where('practice_sets.id', '=', setId)
      .where('learners.account_id', '=', accountId)
      .executeTakeFirst();
    if (!set) throw new AppError(404, 'PRACTICE_NOT_FOUND');
    const learner = await access.resolveActive(accountId, set.learner_id);
    return { set, learner };
  }

  async function toPracticeSet(set: SetRow): Promise<PracticeSet> {
    const exercises = await findExercises(db, JSON.parse(set.exercise_ids) as string[]);
    const answers = await db.selectFrom('practice_answers').select(['exercise_id', 'feedback']).where('set_id', '=', set.id).execute();
    const feedback = new Map(answers.map((answer) => [answer.exercise_id, JSON.parse(answer.feedback) as AnswerFeedback]));
    return {
      id: set.id,
      learnerId: set.learner_id,
      title: set.title,
      taskId: set.task_id,
      exercises: exercises.map(publicExercise),
      answers: exercises.flatMap((exercise) => feedback.get(exercise.id) ?? []),
      finishedAt: set.finished_at === null ? null : new Date(Number(set.finished_at)).toISOString(),
      result: set.result === null ? null : (JSON.parse(set.result) as SetResult),
    };
  }

  /** Up to five exercises of the point: never answered first, then those answered wrong, then the rest. */
  async function pickExercises(learnerId: string, knowledgePointId: string): Promise<string[]> {
    const candidates = await exercisesOf(db, [knowledgePointId]);
    const history = await db
      .selectFrom('practice_answers')
      .select(['exercise_id', 'correct'])
      .where('learner_id', '=', learnerId)
      .where('exercise_id', 'in', candidates.length > 0 ? candidates.map((exercise) => exercise.id) : [''])
      .orderBy('answered_at', 'desc')
      .execute();
    const lastResult = new Map<string, number>();
    for (const row of history) if (!lastResult.has(row.exercise_id)) lastResult.set(row.exercise_id, row.correct);
    const rank = (id: string) => (!lastResult.has(id) ? 0 : lastResult.get(id) === 0 ? 1 : 2);
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
      const open = await db
        .selectFrom('practice_sets')
        .selectAll()
        .where('task_id', '=', task.id)
        .where('finished_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
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
    const set: SetRow = {
      id: newId(),
      learner_id: learner.id,
      task_id: taskId,
      knowledge_point_id: point.id,
      title: `${point.subject} · ${point.title}`,
      exercise_ids: JSON.stringify(exerciseIds),
      created_at: clock.now(),
      finished_at: null,
      result: null,
    };
    await db.insertInto('practice_sets').values(set).execute();
    return { set: await toPracticeSet(set), created: true };
  }

  async function getPractice(accountId: string, setId: string): Promise<PracticeSet> {
    return toPracticeSet((await findSet(accountId, setId)).set);
  }

  async function storedFeedback(setId: string, exerciseId: string): Promise<AnswerFeedback | undefined> {
    const row = await db
      .selectFrom('practice_answers')
      .select('feedback')
      .where('set_id', '=', setId)
      .where('exercise_id', '=', exerciseId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.feedback) as AnswerFeedback) : undefined;
  }

  /**
   * Checks one answer on the server and records its evidence. The first answer to an exercise in a set counts:
   * sending it again (a retry, a double tap) returns the same feedback and changes nothing.
   */
  async function submitAnswer(accountId: string, setId: string, exerciseId: string, answer: Answer): Promise<AnswerFeedback> {
    const { set, learner } = await findSet(accountId, setId);
    const ids = JSON.parse(set.exercise_ids) as string[];
    if (!ids.includes(exerciseId)) throw new AppError(404, 'EXERCISE_NOT_IN_SET', undefined, 'exerciseId');
    const already = await storedFeedback(set.id, exerciseId);
    if (already) return already;
    if (set.finished_at !== null) throw new AppError(409, 'PRACTICE_FINISHED');
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
        const inserted = await trx
          .insertInto('practice_answers')
          .values({
            set_id: set.id,
            exercise_id: exercise.id,
            learner_id: learner.id,
            answer: JSON.stringify(answer),
            correct: correct ? 1 : 0,
            feedback: '{}',
            answered_at: now,
          })
          .onConflict((conflict) => conflict.columns(['set_id', 'exercise_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AlreadyAnswered();
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
        await trx
          .updateTable('practice_answers')
          .set({ feedback: JSON.stringify(feedback) })
          .where('set_id', '=', set.id)
          .where('exercise_id', '=', exercise.id)
          .execute();
        return feedback;
      });
    } catch (error) {
      // Another request answered it first (both dialects report the duplicate differently): its answer counts.
      const stored = await storedFeedback(set.id, exerciseId);
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
    if (set.finished_at !== null) return toPracticeSet(set);
    const ids = JSON.parse(set.exercise_ids) as string[];
    const answers = await db.selectFrom('practice_answers').select(['exercise_id', 'correct']).where('set_id', '=', set.id).execute();
    if (answers.length < ids.length) throw new AppError(400, 'PRACTICE_INCOMPLETE');
    const exercises = await findExercises(db, ids);
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
    const spentMinutes = Math.min(600, Math.max(1, Math.round((now - Number(set.created_at)) / 60_000)));
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('practice_sets')
        .set({ finished_at: now })
        .where('id', '=', set.id)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return;
      const addedTasks = await plans.addWeakPointLessons(trx, learner.id, weakPoints, now);
      const result: SetResult = {
        correct: answers.filter((answer) => answer.correct === 1).length,
        total: ids.length,
        weakPoints,
        addedTasks,
      };
      await trx
        .updateTable('practice_sets')
        .set({ result: JSON.stringify(result) })
        .where('id', '=', set.id)
        .execute();
      if (set.task_id) await markTaskDone(trx, set.task_id, spentMinutes, now);
    });
    return getPractice(accountId, setId);
  }

  return { startPractice, getPractice, submitAnswer, finishPractice };
}

class AlreadyAnswered extends Error {}

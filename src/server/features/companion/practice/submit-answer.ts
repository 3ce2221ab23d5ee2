import type { Answer, AnswerFeedback } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { findExercises, findKnowledgePoints, type StoredExercise } from '../library/library.repository.ts';
import { bktParameters } from '../mastery/bkt.ts';
import { masteryOf, recordEvidence, seedMasteryFromAssessment } from '../mastery/mastery.repository.ts';
import { answerText, isCorrect } from './answer-check.ts';
import { findLearnerSet } from './practice-set.ts';
import { answeredRightBefore, findFeedback, insertAnswerOnce, storeFeedback } from './practice.repository.ts';

class AlreadyAnswered extends Error {}

/** The exercise of the set being answered, and an answer of its kind naming options it has; refused otherwise. */
async function answeredExercise(deps: CompanionDeps, exerciseId: string, answer: Answer): Promise<StoredExercise> {
  const [exercise] = await findExercises(deps.db, [exerciseId]);
  if (!exercise) throw new AppError(404, 'EXERCISE_NOT_IN_SET', undefined, 'exerciseId');
  if (answer.kind !== exercise.kind) throw new AppError(400, 'ANSWER_KIND_MISMATCH', undefined, 'answer');
  if (
    (answer.kind === 'single' && answer.choice >= exercise.options.length) ||
    (answer.kind === 'multiple' && answer.choices.some((choice) => choice >= exercise.options.length))
  ) {
    throw new AppError(400, 'VALIDATION_FAILED', '没有这个选项', 'answer');
  }
  return exercise;
}

/**
 * Checks one answer on the server and records its evidence. The first answer to an exercise in a set counts:
 * sending it again (a retry, a double tap) returns the same feedback and changes nothing. An exercise the learner
 * already answered right in an earlier set is no new evidence when answered right again (a remembered item must not
 * make a point "mastered"); a wrong answer to it still is.
 */
export async function submitAnswer(
  deps: CompanionDeps,
  accountId: string,
  setId: string,
  exerciseId: string,
  answer: Answer,
): Promise<AnswerFeedback> {
  const { db, clock } = deps;
  const { set, learner } = await findLearnerSet(deps, accountId, setId);
  if (!set.exerciseIds.includes(exerciseId)) throw new AppError(404, 'EXERCISE_NOT_IN_SET', undefined, 'exerciseId');
  const already = await findFeedback(db, set.id, exerciseId);
  if (already) return already;
  if (set.finishedAt !== null) throw new AppError(409, 'PRACTICE_FINISHED');
  const exercise = await answeredExercise(deps, exerciseId, answer);
  await seedMasteryFromAssessment(db, learner, clock.now());
  const correct = isCorrect(exercise, answer);
  const points = await findKnowledgePoints(db, exercise.knowledgePointIds);
  const now = clock.now();
  try {
    return await db.transaction().execute(async (trx) => {
      const inserted = await insertAnswerOnce(trx, { setId: set.id, exerciseId: exercise.id, learnerId: learner.id, answer, correct, now });
      if (!inserted) throw new AlreadyAnswered();
      const repeated = correct && (await answeredRightBefore(trx, learner.id, exercise.id, set.id));
      const after = repeated
        ? new Map([...(await masteryOf(trx, learner.id, exercise.knowledgePointIds))].map(([id, state]) => [id, state.pKnown]))
        : await recordEvidence(trx, {
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

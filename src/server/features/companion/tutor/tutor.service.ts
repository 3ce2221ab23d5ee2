import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatHistory, ChatRequest, ChatStreamEvent } from '../../../../contract/companion.ts';
import { errorMessages } from '../../../../contract/errors.ts';
import type { Clock } from '../../../clock.ts';
import type { LlmConfig } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { lockAccount } from '../../accounts/account.repository.ts';
import { newId } from '../../../secrets.ts';
import { startOfDay, today } from '../calendar.ts';
import type { CompanionLearner } from '../learner-access.ts';
import { findExercises } from '../library/library.repository.ts';
import type { ExerciseInQuestion } from './exercise-text.ts';
import { composeLibraryAnswer, pacedPieces } from './library-answer.ts';
import { LlmError, streamChatCompletion } from './llm-client.ts';
import { createLibraryIndex, type LibraryIndex, sourceOf, subjectNamedIn } from './retrieval.ts';
import { buildTutorMessages, HISTORY_MESSAGES } from './tutor-prompt.ts';
import {
  answeredExerciseIds,
  type ChatRow,
  countQuestionsSince,
  findQuestion,
  hasCompleteAnswer,
  insertChatMessage,
  lastMessageAt,
  lastPracticeAnswer,
  latestMessages,
  loadLibraryPassages,
  toChatMessage,
} from './tutor.repository.ts';

/** How many messages GET /api/companion/chat returns. */
export const HISTORY_LIMIT = 50;

/** What a failed answer keeps when the learner left before it was done. */
const LEFT_EARLY = '回答没有完成（连接中断了），你的问题已保存，可以重新提问。';

export type TutorServiceOptions = { db: Kysely<Database>; clock: Clock; llm: LlmConfig | null; dailyQuota: number; log: FastifyBaseLogger };

/** A question stored and ready to be answered. */
export type AcceptedQuestion = { question: ChatRow; exercise: ExerciseInQuestion | null };

type Emit = (event: ChatStreamEvent) => void;

export function createTutorService({ db, clock, llm, dailyQuota, log }: TutorServiceOptions) {
  // The library is seeded once at start and never edited while running: one index per process, built on first use.
  let index: Promise<LibraryIndex> | null = null;
  const libraryIndex = () => {
    index ??= loadLibraryPassages(db)
      .then(createLibraryIndex)
      .catch((error: unknown) => {
        index = null;
        throw error;
      });
    return index;
  };

  /** A learner's messages are strictly ordered by time, even two in one millisecond (or under a stopped test clock). */
  const nextTimestamp = async (learnerId: string, on: Kysely<Database> = db) =>
    Math.max(clock.now(), (await lastMessageAt(on, learnerId)) + 1);

  async function questionsLeftToday(learnerId: string, on: Kysely<Database> = db): Promise<number> {
    const asked = await countQuestionsSince(on, learnerId, startOfDay(today(clock.now())));
    return Math.max(0, dailyQuota - asked);
  }

  async function exerciseInQuestion(learnerId: string, exerciseId: string): Promise<ExerciseInQuestion | null> {
    const answered = await lastPracticeAnswer(db, learnerId, exerciseId);
    const [exercise] = answered ? await findExercises(db, [exerciseId]) : [];
    return answered && exercise ? { exercise, learnerAnswer: answered.answer, correct: answered.correct } : null;
  }

  /** The conversation before `questionId` that the model sees: answered questions and their answers. */
  async function earlierTurns(learnerId: string, questionId: string) {
    const rows = await latestMessages(db, learnerId, HISTORY_MESSAGES * 3);
    const answers = new Map(
      rows.filter((row) => row.role === 'assistant' && row.status === 'complete' && row.question_id).map((row) => [row.question_id, row]),
    );
    return rows
      .filter((row) => row.role === 'user' && row.id !== questionId)
      .flatMap((row) => {
        const answer = answers.get(row.id);
        return answer
          ? [
              { role: 'user' as const, content: row.content },
              { role: 'assistant' as const, content: answer.content },
            ]
          : [];
      });
  }

  return {
    async history(learner: CompanionLearner): Promise<ChatHistory> {
      const rows = await latestMessages(db, learner.id, HISTORY_LIMIT);
      return { messages: rows.map(toChatMessage), questionsLeftToday: await questionsLeftToday(learner.id), dailyQuota };
    },

    /**
     * Checks a question (quota, the exercise, the question to retry) and stores it before anything is answered, so
     * it is never lost. Throws AppError: 429 CHAT_QUOTA_EXCEEDED, 404 EXERCISE_NOT_FOUND / CHAT_MESSAGE_NOT_FOUND.
     */
    async accept(learner: CompanionLearner, request: ChatRequest): Promise<AcceptedQuestion> {
      if (request.retryOf) {
        const question = await findQuestion(db, learner.id, request.retryOf);
        if (!question) throw new AppError(404, 'CHAT_MESSAGE_NOT_FOUND', undefined, 'retryOf');
        if (await hasCompleteAnswer(db, question.id))
          throw new AppError(400, 'VALIDATION_FAILED', '这个问题已经回答过了，不需要重试', 'retryOf');
        return { question, exercise: question.exercise_id ? await exerciseInQuestion(learner.id, question.exercise_id) : null };
      }
      const exercise = request.exerciseId ? await exerciseInQuestion(learner.id, request.exerciseId) : null;
      if (request.exerciseId && !exercise) throw new AppError(404, 'EXERCISE_NOT_FOUND', undefined, 'exerciseId');
      // Counting and storing under the account's lock: two questions at one instant cannot both take the last one.
      const question = await db.transaction().execute(async (trx) => {
        await lockAccount(trx, learner.accountId, clock.now());
        if ((await questionsLeftToday(learner.id, trx)) <= 0) throw new AppError(429, 'CHAT_QUOTA_EXCEEDED');
        return insertChatMessage(trx, {
          id: newId(),
          learnerId: learner.id,
          role: 'user',
          content: request.message,
          exerciseId: exercise?.exercise.id ?? null,
          questionId: null,
          mode: null,
          sources: [],
          status: 'complete',
          createdAt: await nextTimestamp(learner.id, trx),
        });
      });
      return { question, exercise };
    },

    /**
     * Answers an accepted question through `emit`: question, sources, delta…, then done or error. Never throws: a
     * failure is stored as a failed answer (the question stays and can be retried) and sent as an error event.
     */
    async answer(learner: CompanionLearner, { question, exercise }: AcceptedQuestion, emit: Emit, signal: AbortSignal): Promise<void> {
      emit({ event: 'question', data: toChatMessage(question) });
      const mode = llm ? 'llm' : 'library';
      let produced = '';
      let sources: ReturnType<typeof sourceOf>[] = [];
      const store = async (status: 'complete' | 'failed', content: string) =>
        insertChatMessage(db, {
          id: newId(),
          learnerId: learner.id,
          role: 'assistant',
          content,
          exerciseId: question.exercise_id,
          questionId: question.id,
          mode,
          sources,
          status,
          createdAt: await nextTimestamp(learner.id),
        });
      try {
        const about = exercise
          ? [question.content, exercise.exercise.prompt, ...exercise.exercise.explanation].join('\n')
          : question.content;
        const passages = (await libraryIndex()).search({
          text: about,
          stage: learner.stage,
          preferSubject: exercise?.exercise.subject ?? subjectNamedIn(question.content),
          exclude: exercise ? [exercise.exercise.id] : [],
          answeredExercises: await answeredExerciseIds(db, learner.id),
        });
        sources = passages.map(sourceOf);
        emit({ event: 'sources', data: { mode, sources } });

        const pieces = llm
          ? streamChatCompletion(
              llm,
              buildTutorMessages({
                learner,
                question: question.content,
                passages,
                exercise,
                history: await earlierTurns(learner.id, question.id),
              }),
              { signal },
            )
          : pacedPieces(composeLibraryAnswer(passages, exercise), signal);
        for await (const text of pieces) {
          if (signal.aborted) throw new LlmError('aborted', 'the learner left');
          produced += text;
          emit({ event: 'delta', data: { text } });
        }
        if (signal.aborted) throw new LlmError('aborted', 'the learner left');
        if (!produced.trim()) throw new LlmError('unavailable', 'the provider sent an empty answer');
        emit({ event: 'done', data: toChatMessage(await store('complete', produced)) });
      } catch (error) {
        const code = error instanceof LlmError && error.kind === 'timeout' ? 'TUTOR_TIMEOUT' : 'TUTOR_UNAVAILABLE';
        const left = signal.aborted || (error instanceof LlmError && error.kind === 'aborted');
        if (left) log.info({ questionId: question.id }, 'tutor answer abandoned: the learner left');
        else if (error instanceof LlmError)
          log.warn({ questionId: question.id, kind: error.kind, reason: error.message }, 'tutor answer failed');
        else log.error({ err: error, questionId: question.id }, 'tutor answer failed');
        const message = left ? LEFT_EARLY : errorMessages[code];
        try {
          await store('failed', produced ? `${produced}\n\n（${message}）` : message);
        } catch (storeError) {
          log.error({ err: storeError, questionId: question.id }, 'the failed tutor answer could not be stored');
        }
        emit({ event: 'error', data: { code, message: errorMessages[code], questionId: question.id } });
      }
    },
  };
}

export type TutorService = ReturnType<typeof createTutorService>;

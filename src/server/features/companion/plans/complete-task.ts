import type { PlanTask } from '../../../../contract/companion.ts';
import { AppError } from '../../../errors.ts';
import type { CompanionDeps } from '../learner-access.ts';
import { findAccountTask, markTaskDone, toPlanTask } from './plan-tasks.repository.ts';

/** Marks a task of the account's learner done with the minutes spent; done again, it stays as it was. */
export async function completeTask(
  { db, clock, access }: CompanionDeps,
  accountId: string,
  taskId: string,
  spentMinutes: number,
): Promise<PlanTask> {
  const task = await findAccountTask(db, accountId, taskId);
  if (!task) throw new AppError(404, 'TASK_NOT_FOUND');
  await access.resolveActive(accountId, task.learner_id);
  await markTaskDone(db, task.id, spentMinutes, clock.now());
  const stored = await findAccountTask(db, accountId, taskId);
  if (!stored) throw new AppError(404, 'TASK_NOT_FOUND');
  return toPlanTask(stored);
}

import type { Kysely } from 'kysely';
import { grades, gradeSchema } from '../../../../contract/accounts.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../secrets.ts';
import { learnersGradedBefore, moveGradeOn } from '../../accounts/account.repository.ts';
import { startOfDay, today as todayOf } from '../calendar.ts';
import { insertNotificationOnce } from '../reminders/reminders.repository.ts';
import { type SchoolCalendar, schoolYearOf } from './school-calendar.ts';

/**
 * The school year moves on: every learner whose grade was set before this school year's first day goes up one grade
 * (高三 stays: the plan becomes 总复习), once, and the account is told in its notifications, where it can correct
 * the grade. A learner changed meanwhile (by the account, or by another process doing this) is left as it is.
 */
export async function moveGradesOn(deps: { db: Kysely<Database>; clock: Clock; calendar: SchoolCalendar }): Promise<number> {
  const { db, clock, calendar } = deps;
  const now = clock.now();
  const year = schoolYearOf(calendar, todayOf(now));
  let moved = 0;
  for (const learner of await learnersGradedBefore(db, startOfDay(`${year}-${calendar.autumnTermStart}`))) {
    const grade = gradeSchema.safeParse(learner.grade);
    if (!grade.success) continue;
    const to = grades[Math.min(grades.indexOf(grade.data) + 1, grades.length - 1)] ?? grade.data;
    const body =
      to === grade.data
        ? `${learner.name}仍是${to}，学习计划按总复习安排。如有不对，请在「我的」里修改年级。`
        : `${learner.name}已升入${to}，学习计划从${to}的课本开始。如有不对，请在「我的」里修改年级。`;
    await db.transaction().execute(async (trx) => {
      if (!(await moveGradeOn(trx, learner, to, now))) return;
      moved++;
      await insertNotificationOnce(trx, {
        id: newId(),
        accountId: learner.accountId,
        learnerId: learner.id,
        kind: 'new_school_year',
        title: '新学年开始了',
        body,
        dedupeKey: `new-school-year:${learner.id}:${year}`,
        smsStatus: 'none',
        now,
      });
    });
  }
  return moved;
}

import { describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../src/contract/companion.ts';
import { learnerWithService } from './helpers/companion.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

/** An instant in Asia/Shanghai. */
const shanghai = (month: number, day: number, hours: number) => Date.UTC(2026, month - 1, day, hours - 8);

describe('the new school year', () => {
  const testApp = closingAfterEachTest();

  it('moves every grade on by one on 1 September, once, and tells the account; 高三 stays, a corrected grade is kept', async () => {
    const clock = createTestClock(shanghai(8, 20, 10));
    const { app } = await testApp({ SESSION_TTL_DAYS: '60' }, { clock });
    const fifth = await learnerWithService(app, { grade: '五年级' });
    const senior = await learnerWithService(app, { grade: '高三' });
    const gradeOf = async (learnerId: string) =>
      (await app.db.selectFrom('learners').select('grade').where('id', '=', learnerId).executeTakeFirstOrThrow()).grade;

    // The last evening of the summer: nothing yet.
    clock.set(shanghai(8, 31, 23));
    expect((await app.companion.reminders.runDueJobs()).gradesMoved).toBe(0);
    expect(await gradeOf(fifth.learner.id)).toBe('五年级');

    clock.set(shanghai(9, 1, 0) + 60_000);
    expect((await app.companion.reminders.runDueJobs()).gradesMoved).toBe(2);
    expect(await gradeOf(fifth.learner.id)).toBe('六年级');
    expect(await gradeOf(senior.learner.id)).toBe('高三');
    const told = notificationListSchema.parse((await fifth.call('GET', '/api/notifications')).json());
    expect(told.notifications).toEqual([
      expect.objectContaining({ kind: 'new_school_year', learnerId: fifth.learner.id, title: '新学年开始了', read: false }),
    ]);
    expect(told.notifications[0]?.body).toContain('已升入六年级');
    const seniorTold = notificationListSchema.parse((await senior.call('GET', '/api/notifications')).json());
    expect(seniorTold.notifications[0]?.body).toContain('总复习');

    // Once: again the same day, or after the account corrects the grade, nothing moves.
    expect((await app.companion.reminders.runDueJobs()).gradesMoved).toBe(0);
    clock.advance(24 * 60 * 60 * 1000);
    const corrected = await app.inject({ method: 'PATCH', url: '/api/me', headers: fifth.headers, payload: { grade: '五年级' } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await app.companion.reminders.runDueJobs()).gradesMoved).toBe(0);
    expect(await gradeOf(fifth.learner.id)).toBe('五年级');
    expect(notificationListSchema.parse((await fifth.call('GET', '/api/notifications')).json()).notifications).toHaveLength(1);
  });
});

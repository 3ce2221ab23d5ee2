import { describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../src/contract/companion.ts';
import { errorOf } from './helpers/auth.ts';
import { learnerWithService } from './helpers/companion.ts';
import { closingAfterEachTest } from './helpers/test-app.ts';
import { createTestClock } from './helpers/test-clock.ts';

const plan = { subjects: ['英语'], startDate: '2026-03-02', deadline: '2026-03-15', weekDays: [1, 2, 3, 4, 5], minutesPerDay: 20 };
/** Monday 2026-03-02 at hh:mm in Asia/Shanghai. */
const shanghai = (hours: number, minutes = 0) => Date.UTC(2026, 2, 2, hours - 8, minutes);

describe('督学 reminders', () => {
  const testApp = closingAfterEachTest();

  it('two processes and restarts send each morning and evening reminder exactly once', async () => {
    const clock = createTestClock(shanghai(8, 0));
    const first = await testApp({}, { clock });
    const second = await testApp({}, { clock, sharedWith: first });
    const apps = [first.app, second.app];
    const { app } = first;

    const busy = await learnerWithService(app);
    const diligent = await learnerWithService(app);
    const unplanned = await learnerWithService(app);
    await busy.makePlan(plan);
    await diligent.makePlan(plan);
    for (const client of [busy, diligent]) {
      const settings = await client.call('PUT', '/api/me/reminders', { sms: true });
      expect(settings.json()).toEqual({ sms: true });
    }
    expect((await unplanned.call('GET', '/api/me/reminders')).json()).toEqual({ sms: false });
    const runEverywhere = () =>
      Promise.all(apps.flatMap((instance) => [instance.companion.reminders.runDueJobs(), instance.companion.reminders.runDueJobs()]));
    const smsTo = (phone: string) => apps.flatMap((instance) => instance.devInbox?.reminders(phone) ?? []);

    // 08:00: nothing is due.
    await runEverywhere();
    expect(notificationListSchema.parse((await busy.call('GET', '/api/notifications')).json()).notifications).toEqual([]);

    // 09:00 the morning reminder, whoever runs it and however often.
    clock.set(shanghai(9, 1));
    await runEverywhere();
    await runEverywhere();
    for (const client of [busy, diligent]) {
      const list = notificationListSchema.parse((await client.call('GET', '/api/notifications')).json());
      expect(list.unread).toBe(1);
      expect(list.notifications).toHaveLength(1);
      expect(list.notifications[0]).toMatchObject({
        kind: 'morning_reminder',
        title: '今日学习任务',
        learnerId: client.learner.id,
        read: false,
      });
      expect(list.notifications[0]?.body).toContain('今天有');
      expect(smsTo(client.phone)).toHaveLength(1);
      expect(smsTo(client.phone)[0]?.text).toMatch(/^【AI伴学】.+今天有\d+项学习任务/);
    }
    // No plan, no reminder.
    expect(notificationListSchema.parse((await unplanned.call('GET', '/api/notifications')).json()).notifications).toEqual([]);

    // One learner finishes today's tasks; at 20:00 only the other one is reminded.
    for (const task of (await diligent.today()).tasks) {
      await diligent.call('POST', `/api/companion/tasks/${task.id}/complete`, { spentMinutes: task.estimatedMinutes });
    }
    clock.set(shanghai(20, 0));
    await runEverywhere();
    // A restarted process (a new app on the same database) runs the jobs again.
    const restarted = await testApp({}, { clock, sharedWith: first });
    await restarted.app.companion.reminders.runDueJobs();
    const evening = notificationListSchema.parse((await busy.call('GET', '/api/notifications')).json());
    expect(evening.notifications.map((notification) => notification.kind)).toEqual(['evening_reminder', 'morning_reminder']);
    expect(evening.notifications[0]?.title).toBe('今天的任务还没完成');
    expect(smsTo(busy.phone).length + (restarted.app.devInbox?.reminders(busy.phone).length ?? 0)).toBe(2);
    expect(notificationListSchema.parse((await diligent.call('GET', '/api/notifications')).json()).notifications).toHaveLength(1);
    const stored = await app.db.selectFrom('notifications').select(['dedupe_key', 'sms_status']).execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.sms_status === 'sent')).toBe(true);
  });

  it('reminds in the app only, unless the account opted in; marks notifications read', async () => {
    const clock = createTestClock(shanghai(9, 30));
    const { app } = await testApp({}, { clock });
    const student = await learnerWithService(app);
    await student.makePlan(plan);
    await app.companion.reminders.runDueJobs();
    expect(app.devInbox?.reminders(student.phone)).toEqual([]);
    const stored = await app.db.selectFrom('notifications').select('sms_status').executeTakeFirstOrThrow();
    expect(stored.sms_status).toBe('none');

    const list = notificationListSchema.parse((await student.call('GET', '/api/notifications')).json());
    expect(list.unread).toBe(1);
    const read = notificationListSchema.parse(
      (await student.call('POST', '/api/notifications/read', { ids: list.notifications.map((n) => n.id) })).json(),
    );
    expect(read.unread).toBe(0);
    expect(read.notifications[0]?.read).toBe(true);

    // Someone else's notification is not theirs to read.
    const stranger = await learnerWithService(app);
    const theirs = notificationListSchema.parse((await stranger.call('POST', '/api/notifications/read', { all: true })).json());
    expect(theirs.notifications).toEqual([]);
    expect(errorOf(await student.call('PUT', '/api/me/reminders', { sms: 'yes' })).code).toBe('VALIDATION_FAILED');
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('sends no reminder to a learner whose service ended', async () => {
    const clock = createTestClock(shanghai(9, 0));
    const { app } = await testApp({ SESSION_TTL_DAYS: '90' }, { clock });
    const student = await learnerWithService(app);
    await student.makePlan({ ...plan, deadline: '2026-04-01' });
    // A refund ends the service while the plan still runs.
    clock.advance(10 * 24 * 60 * 60 * 1000);
    await app.db
      .updateTable('service_periods')
      .set({ ends_at: clock.now() - 1 })
      .where('learner_id', '=', student.learner.id)
      .execute();
    clock.advance(24 * 60 * 60 * 1000);
    await app.companion.reminders.runDueJobs();
    expect(await app.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });
});

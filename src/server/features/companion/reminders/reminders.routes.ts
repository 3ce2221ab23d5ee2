import { markReadRequestSchema, notificationListSchema, reminderSettingsSchema } from '../../../../contract/companion.ts';
import { routesPlugin } from '../../../plugins/routes-plugin.ts';
import { sessionOf } from '../../../plugins/session.ts';
import { companionErrors as errors } from '../route-schemas.ts';

/** The account's notification centre and its 督学 reminder setting. */
export const remindersRoutes = routesPlugin({ name: 'companion-reminders-routes', dependencies: ['auth', 'companion'] }, async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const { reminders } = app.companion;
  const notifications = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.get(
    '/api/notifications',
    {
      schema: {
        ...notifications,
        summary: 'The account’s notification centre (latest 50) and its unread count',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => reminders.listNotifications(sessionOf(request).accountId),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        ...notifications,
        summary: 'Mark notifications read (some ids, or all)',
        body: markReadRequestSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => reminders.markRead(sessionOf(request).accountId, request.body),
  );

  app.get(
    '/api/me/reminders',
    {
      schema: {
        ...notifications,
        summary: 'Whether 督学 reminders also come by SMS',
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => reminders.getSettings(sessionOf(request).accountId),
  );

  app.put(
    '/api/me/reminders',
    {
      schema: {
        ...notifications,
        summary: 'Opt in or out of 督学 reminders by SMS',
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema, ...errors },
      },
    },
    async (request) => reminders.setSettings(sessionOf(request).accountId, request.body),
  );
});

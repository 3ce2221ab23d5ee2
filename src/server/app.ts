import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { type LogDestination, loggerOptions } from './logger.ts';
import { accountsPlugin } from './features/accounts/accounts.plugin.ts';
import { meRoutes } from './features/accounts/me.routes.ts';
import { authPlugin } from './features/auth/auth.plugin.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { catalogPlugin } from './features/catalog/catalog.plugin.ts';
import { catalogAdminRoutes } from './features/catalog/catalog-admin.routes.ts';
import { catalogRoutes } from './features/catalog/catalog.routes.ts';
import { companionPlugin } from './features/companion/companion.plugin.ts';
import { tutorRoutes } from './features/companion/tutor/tutor.routes.ts';
import { lessonsRoutes } from './features/companion/library/lessons.routes.ts';
import { libraryRoutes } from './features/companion/library/library.routes.ts';
import { plansRoutes } from './features/companion/plans/plans.routes.ts';
import { practiceRoutes } from './features/companion/practice/practice.routes.ts';
import { progressRoutes } from './features/companion/progress/progress.routes.ts';
import { remindersRoutes } from './features/companion/reminders/reminders.routes.ts';
import { contentPlugin } from './features/content/content.plugin.ts';
import { contentAdminRoutes } from './features/content/content-admin.routes.ts';
import { contentRoutes } from './features/content/content.routes.ts';
import { ordersPlugin } from './features/orders/orders.plugin.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { paymentsPlugin } from './features/payments/payments.plugin.ts';
import { refundsPlugin } from './features/refunds/refunds.plugin.ts';
import { providersPlugin } from './providers/providers.plugin.ts';
import { alipayCashierRoutes, notifyRoutes, payRoutes } from './features/payments/payments.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { adminLoginRoutes } from './features/operators/admin-login.routes.ts';
import { operatorsPlugin } from './features/operators/operators.plugin.ts';
import { operationsPlugin } from './features/operations/operations.plugin.ts';
import { operationsRoutes } from './features/operations/operations.routes.ts';
import { operatorsRoutes } from './features/operators/operators.routes.ts';
import { uploadsPlugin } from './features/uploads/uploads.plugin.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { bodyLimitsPlugin } from './plugins/body-limits.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { platformPlugin } from './plugins/platform.ts';
import { redisPlugin } from './plugins/redis.ts';
import { generateRequestId, requestIdPlugin } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { webPlugin } from './plugins/web.ts';

export type BuildAppOptions = {
  config: Config;
  /** false keeps the app silent (most tests). */
  logger?: false;
  /** Log lines go here instead of stdout, redacted as ever (tests that read the log). */
  logDestination?: LogDestination;
  /** Tests pass a clock they can move. */
  clock?: Clock;
};

/** Builds the whole application from its configuration: used by server.ts and by the tests. */
export async function buildApp({ config, logger, logDestination, clock = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config, logDestination),
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The shutdown plugin answers requests that arrive while closing with our own 503 envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure first, then documentation (it must see every route), then features, then the web app.
  await app.register(requestIdPlugin);
  await app.register(shutdownPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyLimitsPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { hsts: config.isProduction, humanCheck: config.humanCheck });
  await app.register(databasePlugin, { database: config.database });
  await app.register(redisPlugin, { redis: config.redis });
  await app.register(platformPlugin, { config, clock });
  await app.register(docsPlugin);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // Each feature's services: a named plugin that declares the plugins it needs (Fastify refuses a missing one).
  await app.register(accountsPlugin);
  await app.register(authPlugin);
  await app.register(operatorsPlugin);
  await app.register(uploadsPlugin);
  await app.register(catalogPlugin);
  await app.register(contentPlugin);
  await app.register(ordersPlugin);
  await app.register(providersPlugin);
  await app.register(refundsPlugin);
  await app.register(paymentsPlugin);
  await app.register(companionPlugin);
  await app.register(operationsPlugin);

  // Their routes, each declaring the feature plugins it takes decorations from.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(ordersRoutes);
  await app.register(payRoutes);
  await app.register(notifyRoutes);
  await app.register(alipayCashierRoutes);
  await app.register(tutorRoutes);
  await app.register(plansRoutes);
  await app.register(lessonsRoutes);
  await app.register(libraryRoutes);
  await app.register(practiceRoutes);
  await app.register(progressRoutes);
  await app.register(remindersRoutes);
  await app.register(adminLoginRoutes);
  await app.register(operatorsRoutes);
  await app.register(operationsRoutes);
  await app.register(uploadsRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(webPlugin, { webDir: config.webDir });
  return app;
}

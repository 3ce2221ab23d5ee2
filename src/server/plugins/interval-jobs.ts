import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` in this process (0 turns it off), one run at a time; closing the app waits for a run
 * under way. Jobs must be safe to run in several processes at once (conditional updates).
 */
export function runEvery(app: FastifyInstance, intervalMs: number, name: string, job: () => Promise<unknown>): void {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= job()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

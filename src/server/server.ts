import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { checkConfiguration, formatProblem } from './config-checks.ts';
import { announceDevelopmentServices } from './start-notices.ts';

/** Process entry: validate configuration, start, and on SIGTERM/SIGINT finish in-flight requests before exiting. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Keys, Redis and the data directory, each problem on one line naming the variable (decision 028): a broken key
  // found here stops the process, instead of a 502 at the first payment or a stack trace from OpenSSL.
  const problems = await checkConfiguration(config);
  if (problems.length > 0) {
    console.error(`Invalid configuration:\n  ${problems.map(formatProblem).join('\n  ')}`);
    process.exit(1);
  }

  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    app.log.info('stopped');
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  announceDevelopmentServices(app, config);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});

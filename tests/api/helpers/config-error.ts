import { ConfigError, loadConfig } from '../../../src/server/config.ts';

/** The ConfigError loadConfig throws for `env`; fails the test when it accepts it or throws something else. */
export function configErrorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

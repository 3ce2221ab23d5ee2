import { systemClock } from '../../clock.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { AppError } from '../../errors.ts';
import { parseOperatorCreateArgs, UsageError } from './operator-cli-args.ts';
import { createOperatorsService } from './operators.service.ts';

/** `npm run operator:create -- --name NAME [--role admin|service]`: the way in for the first operator, and a way back. */
try {
  const args = parseOperatorCreateArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle.db);
    const operators = createOperatorsService({ db: handle.db, clock: systemClock });
    const { operator, oneTimePassword } = await operators.createOperator(args, { operatorId: null, requestId: null });
    console.log(`Operator ${operator.name} (${operator.role}) created.`);
    console.log(`One-time password: ${oneTimePassword}`);
    const until = operator.oneTimePasswordExpiresAt;
    // In Beijing time, as the console shows it (UTC+8 all year), and exactly.
    const beijing =
      until === null
        ? '(no limit)'
        : `${new Date(Date.parse(until) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} Beijing time (${until})`;
    console.log(`It is shown only now and works until ${beijing}.`);
    console.log('At the first login (/admin/login) the operator sets a new password and enrols a TOTP app.');
  } finally {
    await handle.destroy();
  }
} catch (error) {
  if (error instanceof AppError && error.code === 'OPERATOR_NAME_TAKEN') console.error('An operator of that name exists already.');
  else console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

import { type OperatorRole, operatorNameSchema, operatorRoles } from '../../../contract/admin.ts';

export const OPERATOR_CREATE_USAGE = 'usage: npm run operator:create -- --name NAME [--role admin|service]   (role: admin unless told)';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `--name NAME [--role admin|service]`, also as `--name=NAME`; anything else is a usage error. */
export function parseOperatorCreateArgs(argv: readonly string[]): { name: string; role: OperatorRole } {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const match = /^--(name|role)(?:=(.*))?$/s.exec(argument);
    if (!match?.[1]) throw new UsageError(`unknown argument ${JSON.stringify(argument)}\n${OPERATOR_CREATE_USAGE}`);
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value\n${OPERATOR_CREATE_USAGE}`);
    if (values.has(match[1])) throw new UsageError(`--${match[1]} is given twice\n${OPERATOR_CREATE_USAGE}`);
    values.set(match[1], value);
  }
  const rawName = values.get('name');
  if (rawName === undefined) throw new UsageError(`--name is required\n${OPERATOR_CREATE_USAGE}`);
  const name = operatorNameSchema.safeParse(rawName);
  if (!name.success) {
    throw new UsageError(
      `--name must be 2–32 characters of a–z, 0–9, '.', '_' or '-', starting with a letter or digit (got ${JSON.stringify(rawName)})`,
    );
  }
  const rawRole = values.get('role') ?? 'admin';
  const role = operatorRoles.find((known) => known === rawRole);
  if (!role) throw new UsageError(`--role must be admin or service (got ${JSON.stringify(rawRole)})`);
  return { name: name.data, role };
}

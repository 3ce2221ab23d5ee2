import { describe, expect, it } from 'vitest';
import { parseOperatorCreateArgs, UsageError } from './operator-cli-args.ts';

describe('npm run operator:create arguments', () => {
  it('take --name and --role, as two words or with =', () => {
    expect(parseOperatorCreateArgs(['--name', 'zhangsan', '--role', 'service'])).toEqual({ name: 'zhangsan', role: 'service' });
    expect(parseOperatorCreateArgs(['--role=service', '--name=li.si'])).toEqual({ name: 'li.si', role: 'service' });
  });

  it('make an admin unless told, and fold the name to lower case', () => {
    expect(parseOperatorCreateArgs(['--name', 'Ops-Lead'])).toEqual({ name: 'ops-lead', role: 'admin' });
  });

  it.each([
    [[], /--name is required/],
    [['--name'], /--name needs a value/],
    [['--name='], /--name needs a value/],
    [['--name', 'a'], /--name must be/],
    [['--name', 'zhang san'], /--name must be/],
    [['--name', 'x'.repeat(33)], /--name must be/],
    [['--name', 'zhangsan', '--role', 'root'], /--role must be admin or service/],
    [['--name', 'zhangsan', '--name', 'lisi'], /given twice/],
    [['--name', 'zhangsan', '--admin'], /unknown argument "--admin"/],
    [['zhangsan'], /unknown argument/],
  ])('refuse %j', (argv, message) => {
    expect(() => parseOperatorCreateArgs(argv)).toThrow(UsageError);
    expect(() => parseOperatorCreateArgs(argv)).toThrow(message);
  });
});

import { RequireRole } from '../components/require-role.tsx';
import { OperatorsList } from './operators/operators-list.tsx';

/** 操作员 (admins only): the operators, a new one, role changes, disable/enable and reset. */
export function OperatorsPage() {
  return (
    <RequireRole roles={['admin']}>
      <OperatorsList />
    </RequireRole>
  );
}

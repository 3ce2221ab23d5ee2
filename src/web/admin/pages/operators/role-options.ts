import { operatorRoles } from '../../../../contract/admin.ts';
import { ROLE_LABELS } from '../../components/labels.ts';

/** The roles an operator can have, for a select. */
export const roleOptions = operatorRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

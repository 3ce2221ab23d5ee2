import { humanCheckChallengeSchema } from '../../../contract/accounts.ts';
import { apiRequest } from '../client.ts';

/** A fresh challenge each time: a solution is accepted once. */
export function getHumanCheck() {
  return apiRequest('/api/auth/human-check', { schema: humanCheckChallengeSchema });
}

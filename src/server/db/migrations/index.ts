import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.ts';
import * as catalog from './0002-catalog.ts';
import * as orders from './0003-orders.ts';
import * as payments from './0004-payments.ts';
import * as content from './0005-content.ts';
import * as companion from './0006-companion.ts';
import * as operators from './0007-operators.ts';
import * as refunds from './0008-refunds.ts';
import * as uploads from './0009-uploads.ts';
import * as orderReview from './0010-order-review.ts';
import * as oneTimePasswordExpiry from './0011-one-time-password-expiry.ts';
import * as paymentAttempts from './0012-payment-attempts.ts';
import * as healthProbe from './0013-health-probe.ts';
import * as libraryVolumes from './0014-library-volumes.ts';
import * as learnerGradeSetAt from './0015-learner-grade-set-at.ts';

/**
 * Every migration, in order. Listed by hand (not read from the folder) so the same list works from the
 * TypeScript sources under tsx/Vitest and from the compiled JavaScript in dist.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalog': catalog,
  '0003-orders': orders,
  '0004-payments': payments,
  '0005-content': content,
  '0006-companion': companion,
  '0007-operators': operators,
  '0008-refunds': refunds,
  '0009-uploads': uploads,
  '0010-order-review': orderReview,
  '0011-one-time-password-expiry': oneTimePasswordExpiry,
  '0012-payment-attempts': paymentAttempts,
  '0013-health-probe': healthProbe,
  '0014-library-volumes': libraryVolumes,
  '0015-learner-grade-set-at': learnerGradeSetAt,
};

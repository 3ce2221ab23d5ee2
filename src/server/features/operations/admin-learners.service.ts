import type { Kysely, Selectable } from 'kysely';
import { gradeSchema } from '../../../contract/accounts.ts';
import type {
  AdminLearner,
  AdminLearnerDetail,
  AdminLearnerSearch,
  AdminServicePeriod,
  PhoneReveal,
  ServiceExtension,
  ServiceExtensionRequest,
} from '../../../contract/admin-operations.ts';
import { stageOfGrade } from '../../../contract/catalog.ts';
import { type Clock, DAY_MS } from '../../clock.ts';
import type { Database, LearnersTable, ServicePeriodsTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findAccount, listLearners } from '../accounts/account.repository.ts';
import { extendServicePeriod } from '../catalog/service-period.repository.ts';
import { appendAuditEntry } from '../operators/audit-log.repository.ts';
import type { Actor } from '../operators/operators.service.ts';
import { toAdminAccount } from './admin-account-view.ts';
import { findAccountByPhone, findLearnerById, findServicePeriod, listServicePeriods } from './admin-learners.repository.ts';
import { searchOrders } from './admin-orders.repository.ts';
import { toAdminOrderRow } from './admin-order-view.ts';

/** A service period opened by hand for a learner who never had one: no plan was bought. */
export const MANUAL_SERVICE_PLAN = { planId: 'manual', planTitle: '人工开通' } as const;
const ACCOUNT_ORDERS_SHOWN = 100;

function toServicePeriod(row: Selectable<ServicePeriodsTable>, now: number): AdminServicePeriod {
  return {
    planId: row.plan_id,
    planTitle: row.plan_title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    active: row.starts_at <= now && row.ends_at > now,
    daysLeft: row.ends_at > now ? Math.ceil((row.ends_at - now) / DAY_MS) : 0,
  };
}

function toAdminLearner(row: Selectable<LearnersTable>, period: Selectable<ServicePeriodsTable> | undefined, now: number): AdminLearner {
  const grade = gradeSchema.safeParse(row.grade).data ?? null;
  return {
    id: row.id,
    name: row.name,
    grade,
    stage: grade === null ? null : stageOfGrade(grade),
    isSelf: row.is_self === 1,
    accountId: row.account_id,
    createdAt: new Date(row.created_at).toISOString(),
    service: period ? toServicePeriod(period, now) : null,
  };
}

/** Learners and accounts for operators: look-up by phone, detail, the audited phone reveal, the service extension. */
export function createAdminLearnersService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function learnersOf(accountId: string): Promise<AdminLearner[]> {
    const learners = await listLearners(db, accountId);
    const periods = new Map(
      (
        await listServicePeriods(
          db,
          learners.map((learner) => learner.id),
        )
      ).map((period) => [period.learner_id, period]),
    );
    const now = clock.now();
    return learners.map((learner) => toAdminLearner(learner, periods.get(learner.id), now));
  }

  async function searchByPhone(phone: string): Promise<AdminLearnerSearch> {
    const account = await findAccountByPhone(db, phone);
    if (!account) return { account: null, learners: [] };
    return { account: toAdminAccount(account), learners: await learnersOf(account.id) };
  }

  async function detail(learnerId: string): Promise<AdminLearnerDetail> {
    const learner = await findLearnerById(db, learnerId);
    if (!learner) throw new AppError(404, 'LEARNER_NOT_FOUND');
    const account = await findAccount(db, learner.account_id);
    if (!account) throw new AppError(404, 'LEARNER_NOT_FOUND');
    const learners = await learnersOf(account.id);
    const self =
      learners.find((candidate) => candidate.id === learner.id) ??
      toAdminLearner(learner, await findServicePeriod(db, learner.id), clock.now());
    const orders = await searchOrders(db, { accountId: account.id, limit: ACCOUNT_ORDERS_SHOWN });
    return { learner: self, account: toAdminAccount(account), learners, orders: orders.map(toAdminOrderRow) };
  }

  /** The whole phone, for this operator, with their reason in the audit log (the phone itself is not written there). */
  async function revealPhone(accountId: string, reason: string, actor: Actor): Promise<PhoneReveal> {
    const account = await findAccount(db, accountId);
    if (!account) throw new AppError(404, 'ACCOUNT_NOT_FOUND');
    await appendAuditEntry(db, {
      operatorId: actor.operatorId,
      action: 'account.phone_reveal',
      targetType: 'account',
      targetId: account.id,
      before: null,
      after: { reason },
      requestId: actor.requestId,
      createdAt: clock.now(),
    });
    return { accountId: account.id, phone: account.phone };
  }

  /**
   * Adds days to a learner's service the way a payment does (from its end while it runs, from now otherwise), in one
   * transaction with its audit entry. A learner without a period gets one starting now.
   */
  async function extendService(learnerId: string, request: ServiceExtensionRequest, actor: Actor): Promise<ServiceExtension> {
    const now = clock.now();
    const period = await db.transaction().execute(async (trx) => {
      if (!(await findLearnerById(trx, learnerId))) throw new AppError(404, 'LEARNER_NOT_FOUND');
      const before = await findServicePeriod(trx, learnerId);
      const plan = before ? { planId: before.plan_id, planTitle: before.plan_title } : MANUAL_SERVICE_PLAN;
      const endsAt = await extendServicePeriod(trx, { learnerId, ...plan, days: request.days, now });
      await appendAuditEntry(trx, {
        operatorId: actor.operatorId,
        action: 'learner.service_extend',
        targetType: 'learner',
        targetId: learnerId,
        before: { endsAt: before ? new Date(before.ends_at).toISOString() : null },
        after: { endsAt: new Date(endsAt).toISOString(), days: request.days, reason: request.reason },
        requestId: actor.requestId,
        createdAt: now,
      });
      const after = await findServicePeriod(trx, learnerId);
      if (!after) throw new Error(`service period of ${learnerId} vanished`);
      return { before, after };
    });
    return {
      learnerId,
      previousEndsAt: period.before ? new Date(period.before.ends_at).toISOString() : null,
      service: toServicePeriod(period.after, now),
    };
  }

  return { searchByPhone, detail, revealPhone, extendService };
}

export type AdminLearnersService = ReturnType<typeof createAdminLearnersService>;

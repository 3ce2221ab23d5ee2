import type { Kysely } from 'kysely';
import {
  type Learner,
  type LearnerInput,
  type LearnerPatch,
  type Me,
  type UpdateMeRequest,
  gradeSchema,
  maskPhone,
  roleSchema,
} from '../../../contract/accounts.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../secrets.ts';
import {
  learnerHasOrders,
  type AccountRow,
  type LearnerRow,
  deleteLearner,
  findAccount,
  findLearner,
  insertLearner,
  listLearners,
  lockAccount,
  updateAccount,
  updateLearner,
} from './account.repository.ts';

export const MAX_LEARNERS_PER_PARENT = 10;

const toGrade = (value: string | null) => gradeSchema.safeParse(value).data ?? null;

function toLearner(row: LearnerRow): Learner {
  return { id: row.id, name: row.name, grade: toGrade(row.grade), isSelf: row.is_self === 1 };
}

function toMe(account: AccountRow, learners: LearnerRow[]): Me {
  return {
    id: account.id,
    phone: maskPhone(account.phone),
    role: roleSchema.safeParse(account.role).data ?? null,
    nickname: account.nickname,
    grade: toGrade(account.grade),
    learners: learners.map(toLearner),
  };
}

const learnerNotFound = () => new AppError(404, 'LEARNER_NOT_FOUND');

/** Accounts and their learners: a student account has exactly one learner (itself); a parent has its children. */
export function createAccountsService(db: Kysely<Database>, clock: Clock) {
  async function getMe(accountId: string): Promise<Me> {
    const account = await findAccount(db, accountId);
    if (!account) throw new AppError(401, 'UNAUTHORIZED');
    return toMe(account, await listLearners(db, accountId));
  }

  async function updateMe(accountId: string, patch: UpdateMeRequest): Promise<Me> {
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      if (!(await lockAccount(trx, accountId, now))) throw new AppError(401, 'UNAUTHORIZED');
      const account = await findAccount(trx, accountId);
      if (!account) throw new AppError(401, 'UNAUTHORIZED');
      const learners = await listLearners(trx, accountId);
      const role = patch.role ?? account.role;
      const nickname = patch.nickname ?? account.nickname;
      const grade = patch.grade ?? account.grade;
      await updateAccount(trx, accountId, { role, nickname, grade, updated_at: now });

      if (role === 'parent') {
        // A student who becomes a parent keeps their learner (and its orders) as a child.
        for (const learner of learners.filter((row) => row.is_self === 1)) {
          await updateLearner(trx, accountId, learner.id, { is_self: 0, updated_at: now });
        }
        return;
      }
      if (role !== 'student') return;
      if (learners.length > 1) throw new AppError(409, 'ROLE_CHANGE_CONFLICT');
      const self = learners[0];
      const name = nickname ?? self?.name ?? `同学${account.phone.slice(-4)}`;
      if (self) await updateLearner(trx, accountId, self.id, { is_self: 1, name, grade, updated_at: now });
      else await insertLearner(trx, { id: newId(), accountId, name, grade, isSelf: true, now });
    });
    return getMe(accountId);
  }

  async function requireParent(accountId: string): Promise<void> {
    const account = await findAccount(db, accountId);
    if (!account) throw new AppError(401, 'UNAUTHORIZED');
    if (account.role === null) throw new AppError(409, 'ROLE_NOT_CHOSEN');
    if (account.role !== 'parent') throw new AppError(403, 'PARENT_ONLY');
  }

  async function addLearner(accountId: string, input: LearnerInput): Promise<Learner> {
    await requireParent(accountId);
    const id = newId();
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      await lockAccount(trx, accountId, now);
      if ((await listLearners(trx, accountId)).length >= MAX_LEARNERS_PER_PARENT) throw new AppError(409, 'LEARNER_LIMIT_REACHED');
      await insertLearner(trx, { id, accountId, name: input.name, grade: input.grade, isSelf: false, now });
    });
    const created = await findLearner(db, accountId, id);
    if (!created) throw new Error('learner vanished right after it was created');
    return toLearner(created);
  }

  async function requireChild(accountId: string, learnerId: string): Promise<LearnerRow> {
    const learner = await findLearner(db, accountId, learnerId);
    if (!learner) throw learnerNotFound();
    if (learner.is_self === 1) throw new AppError(409, 'LEARNER_IS_SELF');
    return learner;
  }

  async function changeLearner(accountId: string, learnerId: string, patch: LearnerPatch): Promise<Learner> {
    const learner = await requireChild(accountId, learnerId);
    await updateLearner(db, accountId, learnerId, {
      name: patch.name ?? learner.name,
      grade: patch.grade ?? learner.grade,
      updated_at: clock.now(),
    });
    const updated = await findLearner(db, accountId, learnerId);
    if (!updated) throw learnerNotFound();
    return toLearner(updated);
  }

  async function removeLearner(accountId: string, learnerId: string): Promise<void> {
    await requireChild(accountId, learnerId);
    // Orders (and what was paid for) belong to the learner: it stays. The foreign key backs this up.
    if (await learnerHasOrders(db, learnerId)) throw new AppError(409, 'LEARNER_HAS_ORDERS');
    await deleteLearner(db, accountId, learnerId);
  }

  return { getMe, updateMe, addLearner, changeLearner, removeLearner };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

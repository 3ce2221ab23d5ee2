import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Each feature adds its tables here together with the migration that creates them.
 * Times are integer milliseconds since the epoch (UTC) so both dialects compare and sort them the same way.
 */
export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  learners: LearnersTable;
}

export interface AccountsTable {
  id: string;
  phone: string;
  role: string | null;
  nickname: string | null;
  grade: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  failed_attempts: Generated<number>;
  consumed_at: number | null;
  voided_at: number | null;
}

export interface LearnersTable {
  id: string;
  account_id: string;
  name: string;
  grade: string | null;
  /** 1 for a student account's own learner, 0 for a parent's child. */
  is_self: Generated<number>;
  created_at: number;
  updated_at: number;
}

import type { Generated } from 'kysely';

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
  /** Guesses judged so far; the fifth voids the code whatever its outcome. */
  attempts: Generated<number>;
  consumed_at: number | null;
  voided_at: number | null;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface AuthTables {
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
}

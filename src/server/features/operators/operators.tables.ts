import type { Generated } from 'kysely';

/** An operator of the console (issue 8). Secrets: an argon2id hash, and the TOTP secret encrypted (totp-secret-box.ts). */
export interface OperatorsTable {
  id: string;
  name: string;
  /** admin | service */
  role: string;
  password_hash: string;
  /** Encrypted; null until enrolled. */
  totp_secret: string | null;
  /** 0: the password is a one-time password and the next login enrols TOTP and sets a new one. */
  totp_enrolled: Generated<number>;
  /** While `totp_enrolled` is 0: when the one-time password stops working (decision 023). Null once enrolled. */
  one_time_password_expires_at: number | null;
  /** The last 30-second TOTP step accepted: a code of that step or an earlier one is refused (no replay). */
  totp_last_step: number | null;
  disabled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Like `sessions`, for operators: only the token's SHA-256 is kept. */
export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** The step between password and TOTP: `totp`, or `enrol` holding the not yet confirmed TOTP secret (encrypted). */
export interface OperatorLoginChallengesTable {
  token_hash: string;
  operator_id: string;
  kind: string;
  totp_secret: string | null;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** Append-only (a trigger refuses UPDATE and DELETE): who changed what, before → after, as JSON. */
export interface OperatorAuditLogTable {
  /** Increasing: the order entries were written in. */
  id: Generated<number>;
  /** null: done on the command line. */
  operator_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  request_id: string | null;
  created_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface OperatorsTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_login_challenges: OperatorLoginChallengesTable;
  operator_audit_log: OperatorAuditLogTable;
}

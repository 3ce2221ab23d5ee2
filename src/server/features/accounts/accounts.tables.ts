import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  phone: string;
  role: string | null;
  nickname: string | null;
  grade: string | null;
  /** 1: 督学 reminders also go out by SMS. */
  reminder_sms: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface LearnersTable {
  id: string;
  account_id: string;
  name: string;
  grade: string | null;
  /** When the grade was last set (a new school year moves a grade set before it on by one). */
  grade_set_at: number | null;
  /** 1 for a student account's own learner, 0 for a parent's child. */
  is_self: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** The tables this part of the server owns, by name (db/schema.ts joins every part's into Database). */
export interface AccountsTables {
  accounts: AccountsTable;
  learners: LearnersTable;
}

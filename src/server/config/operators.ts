import { z } from 'zod';
import type { EnvOf } from './env.ts';

/** The console's operators: the key of their TOTP secrets and what a `service` operator may refund. */
export const operatorsEnv = {
  ADMIN_SERVICE_REFUND_LIMIT_FEN: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
  ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN: z.coerce.number().int().min(0).max(100_000_000).default(200_000),
  /** 32 bytes as 64 hex digits: encrypts operators' TOTP secrets; unset, a key generated once in DATA_DIR is used. */
  OPERATOR_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes, e.g. openssl rand -hex 32)')
    .optional(),
};

export type OperatorsConfig = {
  /** Hex key of the operators' TOTP secrets; null: a key file in dataDir (see features/operators/totp-secret-box.ts). */
  operatorTotpKey: string | null;
  /** What an order's refunds may add up to (fen) when a `service` operator asks for one; `admin` has no limit (decision 029). */
  adminServiceRefundLimitFen: number;
  /** What a `service` operator's own refunds may add up to (fen) in one Asia/Shanghai day. */
  adminServiceRefundDailyLimitFen: number;
};

export function operatorsConfig(e: EnvOf<typeof operatorsEnv>): OperatorsConfig {
  return {
    operatorTotpKey: e.OPERATOR_TOTP_KEY?.toLowerCase() ?? null,
    adminServiceRefundLimitFen: e.ADMIN_SERVICE_REFUND_LIMIT_FEN,
    adminServiceRefundDailyLimitFen: e.ADMIN_SERVICE_REFUND_DAILY_LIMIT_FEN,
  };
}

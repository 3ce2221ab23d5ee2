import type { Kysely } from 'kysely';
import { correction, generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import type {
  AdminEnrolmentRequest,
  AdminLoginRequest,
  AdminLoginStep,
  AdminSession,
  AdminTotpRequest,
  OperatorMe,
} from '../../../contract/admin.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Limiter } from '../../limits/limiter.ts';
import { newToken, sha256Hex } from '../../secrets.ts';
import { appendAuditEntry } from './audit-log.repository.ts';
import { claimChallengeGuess, consumeLoginChallenge, insertLoginChallenge, voidLoginChallenges } from './login-challenge.repository.ts';
import { claimTotpStep, completeEnrolment, findOperatorById, findOperatorByName, type OperatorRow } from './operator.repository.ts';
import { findSessionOperator, insertOperatorSession, revokeOperatorSession } from './operator-session.repository.ts';
import { auditedOperator, parseOperatorRole } from './operator-view.ts';
import { audit } from './operators.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { matchTotpStep, newTotpSecret, totpUrl } from './totp.ts';
import type { TotpSecretBox } from './totp-secret-box.ts';

/** Operators work a shift, not a month: a session lasts 12 hours, then password and TOTP again. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const TOTP_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Time to install an authenticator app and scan the code. */
export const ENROLMENT_TTL_MS = 15 * 60 * 1000;
/** Codes a challenge allows; then the password is needed again (and counted by the per-name limit). */
export const CHALLENGE_MAX_GUESSES = 5;
/** Password attempts per operator name per window, whoever makes them. */
export const NAME_ATTEMPTS_PER_WINDOW = 10;
export const NAME_WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Deps = { db: Kysely<Database>; clock: Clock; limiter: Limiter; secretBox: TotpSecretBox; ipHourlyLimit: number };

/** Tokens are stored as their SHA-256, as customer sessions are (features/auth). */
const hashToken = (token: string) => sha256Hex(token);
const iso = (epochMs: number) => new Date(epochMs).toISOString();

// One message for a wrong name, password or code: the answer never tells which operator names exist.
const loginFailed = () => new AppError(401, 'ADMIN_LOGIN_FAILED');
const loginExpired = () => new AppError(401, 'ADMIN_LOGIN_EXPIRED');

function qrCodeDataUrl(text: string): string {
  const svg = toSvgSource(generate(text, { minCorrectionLevel: correction.M }), { pad: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Operator login: name + password, then a TOTP code (or, the first time, TOTP enrolment and a new password). */
export function createOperatorLoginService({ db, clock, limiter, secretBox, ipHourlyLimit }: Deps) {
  // An unknown name costs the same argon2 work as a known one, so timing does not tell them apart either.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(newToken()));

  async function limit(key: string, windowMs: number, max: number) {
    const window = await limiter.hit(key, windowMs);
    if (window.count > max) {
      throw new AppError(429, 'RATE_LIMITED', undefined, undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(window.resetInMs / 1000))),
      });
    }
  }
  const limitIp = (ip: string) => limit(`admin-login:ip:${ip}`, HOUR_MS, ipHourlyLimit);

  async function login({ name, password }: AdminLoginRequest, ip: string): Promise<AdminLoginStep> {
    await limitIp(ip);
    await limit(`admin-login:name:${name}`, NAME_WINDOW_MS, NAME_ATTEMPTS_PER_WINDOW);
    const operator = await findOperatorByName(db, name);
    const passwordMatches = await verifyPassword(operator?.password_hash ?? (await decoy()), password);
    if (!operator || !passwordMatches || operator.disabled_at !== null) throw loginFailed();
    const now = clock.now();
    // Said only to whoever knows the password: nobody else learns that the name exists.
    const passwordExpiresAt = operator.one_time_password_expires_at;
    if (operator.totp_enrolled !== 1 && passwordExpiresAt !== null && now >= passwordExpiresAt)
      throw new AppError(401, 'ADMIN_ONE_TIME_PASSWORD_EXPIRED');

    const token = newToken();
    if (operator.totp_enrolled === 1) {
      const expiresAt = now + TOTP_CHALLENGE_TTL_MS;
      await insertLoginChallenge(db, {
        tokenHash: hashToken(token),
        operatorId: operator.id,
        kind: 'totp',
        sealedTotpSecret: null,
        createdAt: now,
        expiresAt,
      });
      return { next: 'totp', challenge: token, expiresAt: iso(expiresAt) };
    }
    const secret = newTotpSecret();
    const expiresAt = now + ENROLMENT_TTL_MS;
    await insertLoginChallenge(db, {
      tokenHash: hashToken(token),
      operatorId: operator.id,
      kind: 'enrol',
      sealedTotpSecret: secretBox.seal(secret, operator.id),
      createdAt: now,
      expiresAt,
    });
    const url = totpUrl(secret, operator.name);
    return { next: 'enrol', enrolment: token, expiresAt: iso(expiresAt), otpauthUrl: url, qrCode: qrCodeDataUrl(url), secret };
  }

  /** Claims a guess of the challenge and returns its operator, who must still be able to log in. */
  async function claimGuess(token: string, kind: 'totp' | 'enrol', now: number) {
    const guess = await claimChallengeGuess(db, hashToken(token), kind, CHALLENGE_MAX_GUESSES, now);
    if (!guess) throw loginExpired();
    const operator = await findOperatorById(db, guess.operatorId);
    if (!operator || operator.disabled_at !== null) throw loginExpired();
    return { guess, operator };
  }

  async function startSession(trx: Kysely<Database>, operator: OperatorRow, now: number): Promise<AdminSession> {
    const token = newToken();
    const expiresAt = now + OPERATOR_SESSION_TTL_MS;
    await insertOperatorSession(trx, { tokenHash: hashToken(token), operatorId: operator.id, createdAt: now, expiresAt });
    return { token, expiresAt: iso(expiresAt), operator: { id: operator.id, name: operator.name, role: parseOperatorRole(operator.role) } };
  }

  async function verifyTotp({ challenge, code }: AdminTotpRequest, ip: string): Promise<AdminSession> {
    await limitIp(ip);
    const now = clock.now();
    const { operator } = await claimGuess(challenge, 'totp', now);
    if (operator.totp_enrolled !== 1 || !operator.totp_secret) throw loginExpired();
    const step = matchTotpStep(secretBox.open(operator.totp_secret, operator.id), code, now);
    if (step === null) throw loginFailed();
    return db.transaction().execute(async (trx) => {
      // A code already used (this step or an earlier one) counts as wrong: it may have been seen over a shoulder.
      if (!(await claimTotpStep(trx, operator.id, step))) throw loginFailed();
      if (!(await consumeLoginChallenge(trx, hashToken(challenge), now))) throw loginExpired();
      return startSession(trx, operator, now);
    });
  }

  async function enrol({ enrolment, code, newPassword }: AdminEnrolmentRequest, ip: string, requestId: string): Promise<AdminSession> {
    await limitIp(ip);
    const now = clock.now();
    const { guess, operator } = await claimGuess(enrolment, 'enrol', now);
    const sealedTotpSecret = guess.sealedTotpSecret;
    if (operator.totp_enrolled === 1 || !sealedTotpSecret) throw loginExpired();
    const step = matchTotpStep(secretBox.open(sealedTotpSecret, operator.id), code, now);
    if (step === null) throw loginFailed();
    if (await verifyPassword(operator.password_hash, newPassword))
      throw new AppError(400, 'OPERATOR_PASSWORD_UNCHANGED', undefined, 'newPassword');
    const passwordHash = await hashPassword(newPassword);

    return db.transaction().execute(async (trx) => {
      const at = clock.now();
      const enrolled = await completeEnrolment(trx, {
        id: operator.id,
        expectedPasswordHash: operator.password_hash,
        passwordHash,
        sealedTotpSecret,
        step,
        now: at,
      });
      if (!enrolled || !(await consumeLoginChallenge(trx, hashToken(enrolment), at))) throw loginExpired();
      await voidLoginChallenges(trx, operator.id, at);
      const after = await findOperatorById(trx, operator.id);
      if (!after) throw loginExpired();
      const actor = { operatorId: operator.id, requestId };
      await appendAuditEntry(trx, audit(actor, 'operator.enrol', operator.id, auditedOperator(operator), auditedOperator(after), at));
      return startSession(trx, after, at);
    });
  }

  async function authenticate(token: string): Promise<OperatorMe | undefined> {
    const row = await findSessionOperator(db, hashToken(token), clock.now());
    return row && { id: row.id, name: row.name, role: parseOperatorRole(row.role) };
  }

  async function logout(token: string): Promise<void> {
    await revokeOperatorSession(db, hashToken(token), clock.now());
  }

  return { login, verifyTotp, enrol, authenticate, logout };
}

export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;

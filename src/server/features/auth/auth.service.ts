import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginRequest, LoginResponse } from '../../../contract/accounts.ts';
import { type Clock, shanghaiDay } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { HumanCheck } from '../../human-check/human-check.ts';
import type { Limiter } from '../../limits/limiter.ts';
import { newId, newSmsCode, newToken, sameDigest, sha256Hex } from '../../secrets.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { findOrCreateAccount } from '../accounts/account.repository.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { DeviceTokens } from './device-token.ts';
import { findSessionAccountId, insertSession, revokeSession } from './session.repository.ts';
import { claimGuess, consumeSmsCode, findNewestSmsCode, insertSmsCode, voidOlderSmsCodes, voidSmsCode } from './sms-code.repository.ts';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
/** Guesses a code allows; the fifth wrong one voids it. */
export const SMS_MAX_GUESSES = 5;
const HOUR_MS = 60 * 60 * 1000;

type Deps = {
  db: Kysely<Database>;
  clock: Clock;
  limiter: Limiter;
  humanCheck: HumanCheck;
  deviceTokens: DeviceTokens;
  sms: SmsSender;
  config: Config;
  accounts: AccountsService;
  log: FastifyBaseLogger;
};

/** A code's hash is salted with its own id and phone, so equal codes never share a hash. */
const hashSmsCode = (id: string, phone: string, code: string) => sha256Hex(`${id}:${phone}:${code}`);
export const hashToken = (token: string) => sha256Hex(token);

function tooMany(code: 'RATE_LIMITED' | 'SMS_TOO_FREQUENT' | 'SMS_DAILY_LIMIT', resetInMs: number): AppError {
  const seconds = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  return new AppError(429, code, undefined, undefined, { 'Retry-After': seconds });
}

/** SMS-code login. Nothing here depends on whether the phone already has an account. */
export function createAuthService({ db, clock, limiter, humanCheck, deviceTokens, sms, config, accounts, log }: Deps) {
  /**
   * The caps stop machines, not people (decision 026): the first code a phone asks for in an hour, from an address
   * that asked for few, is sent at once; any other needs a passed human check, also past the daily limit, up to the
   * hard daily limit. A device that logged in as the phone before (its `deviceToken`) skips the check and is counted on
   * its own daily allowance, which strangers cannot exhaust; past it, or with any other token, the rules above apply.
   * A refused request counts toward nothing.
   */
  async function requestSmsCode(
    phone: string,
    ip: string,
    { solvedCheck, deviceToken }: { solvedCheck?: string; deviceToken?: string } = {},
  ): Promise<void> {
    const ipKey = `sms:ip:${ip}`;
    const ipWindow = await limiter.hit(ipKey, HOUR_MS);
    if (ipWindow.count > config.sms.ipHourlyLimit) throw tooMany('RATE_LIMITED', ipWindow.resetInMs);

    const intervalKey = `sms:interval:${phone}`;
    const interval = await limiter.hit(intervalKey, SMS_RESEND_INTERVAL_MS);
    if (interval.count > 1) throw tooMany('SMS_TOO_FREQUENT', interval.resetInMs);

    const now = clock.now();
    const { day, msUntilEnd } = shanghaiDay(now);
    const counted = await countCode(phone, {
      day,
      msUntilEnd,
      ipFree: ipWindow.count <= config.humanCheck.ipFreePerHour,
      deviceToken,
    }).catch(async (error: unknown) => {
      // Refused past the hard cap: the interval must not start, or a stranger asking every minute would keep the
      // owner's remembered device waiting out the interval all day.
      await limiter.reset(intervalKey);
      throw error;
    });

    const id = newId();
    const code = newSmsCode();
    /** No code reached the user: asking again must not wait out the interval, nor count toward the caps. */
    const giveBack = () =>
      Promise.all([limiter.reset(intervalKey), limiter.release(ipKey), ...counted.keys.map((key) => limiter.release(key))]).catch(
        (error: unknown) => log.warn({ err: error }, 'SMS login code: the limits could not be given back'),
      );
    // A solution sent is always checked (and used up), also when none was needed: a replayed one is refused anywhere.
    if (counted.needsCheck || solvedCheck) {
      try {
        if (!solvedCheck) throw new AppError(428, 'HUMAN_CHECK_REQUIRED');
        await humanCheck.verify(solvedCheck, ip);
      } catch (error) {
        await giveBack();
        throw error;
      }
    }
    try {
      await insertSmsCode(db, { id, phone, codeHash: hashSmsCode(id, phone, code), createdAt: now, expiresAt: now + SMS_CODE_TTL_MS });
    } catch (error) {
      // The database is out of reach: no code was stored or sent.
      await giveBack();
      throw error;
    }
    try {
      await sms.sendLoginCode(phone, code);
    } catch (error) {
      // The code the user may still hold keeps working; the one that never arrived does not.
      log.error({ err: error, sender: sms.name }, 'SMS login code could not be sent');
      await voidSmsCode(db, id, clock.now());
      await giveBack();
      throw new AppError(503, 'SMS_SEND_FAILED');
    }
    await voidOlderSmsCodes(db, phone, id, clock.now());
  }

  /**
   * Counts a code on the caps that apply and says whether it needs a human check. A remembered device's allowance is
   * tried first; when the token is not this phone's, or the allowance is used up, the phone's own caps apply.
   */
  async function countCode(
    phone: string,
    { day, msUntilEnd, ipFree, deviceToken }: { day: string; msUntilEnd: number; ipFree: boolean; deviceToken: string | undefined },
  ): Promise<{ keys: string[]; needsCheck: boolean }> {
    if (deviceToken && deviceTokens.isValidFor(deviceToken, phone)) {
      const deviceKey = `sms:day:device:${day}:${phone}`;
      const device = await limiter.hit(deviceKey, msUntilEnd);
      if (device.count <= config.sms.deviceDailyLimit) return { keys: [deviceKey], needsCheck: false };
      await limiter.release(deviceKey);
      log.info("SMS login code: a remembered device used up its daily allowance; the phone's caps apply");
    }
    const dailyKey = `sms:day:${day}:${phone}`;
    const daily = await limiter.hit(dailyKey, msUntilEnd);
    if (daily.count > config.sms.phoneHardDailyLimit) {
      await limiter.release(dailyKey);
      throw tooMany('SMS_DAILY_LIMIT', msUntilEnd);
    }
    const hourKey = `sms:hour:${phone}`;
    const hour = await limiter.hit(hourKey, HOUR_MS);
    return { keys: [dailyKey, hourKey], needsCheck: hour.count > 1 || !ipFree || daily.count > config.sms.phoneDailyLimit };
  }

  async function login({ phone, code }: LoginRequest, ip: string): Promise<LoginResponse> {
    const ipWindow = await limiter.hit(`login:ip:${ip}`, HOUR_MS);
    if (ipWindow.count > config.loginIpHourlyLimit) throw tooMany('RATE_LIMITED', ipWindow.resetInMs);

    const now = clock.now();
    const expired = () => new AppError(400, 'SMS_CODE_EXPIRED', undefined, 'code');
    const row = await findNewestSmsCode(db, phone);
    if (!row) throw expired();
    const attempt = await claimGuess(db, row.id, SMS_MAX_GUESSES, now);
    if (attempt === null) throw expired();
    if (!sameDigest(hashSmsCode(row.id, phone, code), row.code_hash)) {
      if (attempt >= SMS_MAX_GUESSES) await voidSmsCode(db, row.id, now);
      throw new AppError(400, 'SMS_CODE_INVALID', undefined, 'code');
    }
    if (!(await consumeSmsCode(db, row.id, now))) throw expired();

    const token = newToken();
    const accountId = await db.transaction().execute(async (trx) => {
      const account = await findOrCreateAccount(trx, { id: newId(), phone, now });
      await insertSession(trx, {
        tokenHash: hashToken(token),
        accountId: account.id,
        createdAt: now,
        expiresAt: now + config.sessionTtlMs,
      });
      return account.id;
    });
    return { token, user: await accounts.getMe(accountId), deviceToken: deviceTokens.issue(phone) };
  }

  async function authenticate(token: string): Promise<string | undefined> {
    return findSessionAccountId(db, hashToken(token), clock.now());
  }

  async function logout(token: string): Promise<void> {
    await revokeSession(db, hashToken(token), clock.now());
  }

  return { requestSmsCode, login, authenticate, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;

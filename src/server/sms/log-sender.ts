import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.ts';

export type DevInbox = { latest(phone: string): { code: string; sentAt: number } | undefined };

/**
 * Development sender: writes the code to the server log and keeps the last code per phone for the development
 * inbox (`GET /api/dev/sms/latest`), so people and browser tests can log in without a real SMS. Refused in production.
 */
export function createLogSender(log: FastifyBaseLogger, now: () => number): SmsSender & DevInbox {
  const lastCodes = new Map<string, { code: string; sentAt: number }>();
  return {
    name: 'log',
    async sendLoginCode(phone, code) {
      lastCodes.set(phone, { code, sentAt: now() });
      log.info({ phone, code }, `SMS login code for ${phone}: ${code}`);
    },
    latest: (phone) => lastCodes.get(phone),
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../contract/accounts.ts';
import { reminderText, type SmsSender } from './sms-sender.ts';

export type DevInbox = {
  latest(phone: string): { code: string; sentAt: number } | undefined;
  /** The reminder texts sent to a phone, oldest first. */
  reminders(phone: string): { text: string; sentAt: number }[];
};

/**
 * Development sender: keeps the last code per phone for the development inbox (`GET /api/dev/sms/latest`), so
 * people and browser tests can log in without a real SMS. Refused in production.
 */
export function createLogSender(log: FastifyBaseLogger, now: () => number): SmsSender & DevInbox {
  const lastCodes = new Map<string, { code: string; sentAt: number }>();
  const reminders = new Map<string, { text: string; sentAt: number }[]>();
  return {
    name: 'log',
    async sendLoginCode(phone, code) {
      lastCodes.set(phone, { code, sentAt: now() });
      // The code never goes into the log (logs travel further than this server): the inbox is where to read it.
      log.info(
        { phone: maskPhone(phone) },
        `SMS login code for ${maskPhone(phone)} is in the development inbox: GET /api/dev/sms/latest?phone=…`,
      );
    },
    sendsReminders: true,
    async sendReminder(phone, message) {
      const text = reminderText(message);
      reminders.set(phone, [...(reminders.get(phone) ?? []), { text, sentAt: now() }]);
      log.info({ phone: maskPhone(phone) }, `SMS reminder for ${maskPhone(phone)}: ${text}`);
    },
    latest: (phone) => lastCodes.get(phone),
    reminders: (phone) => reminders.get(phone) ?? [],
  };
}

import { PHONE_PATTERN } from '../../contract/accounts.ts';
import { createSessionStore } from './session-store.ts';

/** Phones whose device tokens this browser keeps; the oldest login's goes first. */
const MAX_PHONES = 5;
const MAX_TOKEN_LENGTH = 256;

type DeviceTokens = Record<string, string>;

/** Reads back only well-formed entries: a broken value, or a broken entry, is ignored rather than sent. */
function parseDeviceTokens(raw: string): DeviceTokens | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] =>
      PHONE_PATTERN.test(entry[0]) && typeof entry[1] === 'string' && entry[1].length > 0 && entry[1].length <= MAX_TOKEN_LENGTH,
  );
  return Object.fromEntries(entries.slice(-MAX_PHONES));
}

/**
 * `deviceTokens` in localStorage, {phone: token}: what a login on this device returned for each phone (decision 026).
 * A code request for that phone sends it and needs no human check. It outlives logout: it names the device, not a
 * session. (Phone numbers are above 2^32, so an object keeps them in the order they were added.)
 */
export const deviceTokensStore = createSessionStore(
  'deviceTokens',
  { parse: parseDeviceTokens, serialize: (value) => JSON.stringify(value) },
  'local',
);

export function deviceTokenFor(phone: string): string | undefined {
  return deviceTokensStore.get()?.[phone];
}

export function rememberDeviceToken(phone: string, token: string) {
  const { [phone]: _previous, ...others } = deviceTokensStore.get() ?? {};
  const kept = Object.entries(others).slice(-(MAX_PHONES - 1));
  deviceTokensStore.set({ ...Object.fromEntries(kept), [phone]: token });
}

import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm, checked by password.test.ts) at OWASP's minimum: 19 MiB, 2 passes, one
 * lane. Written out so that a library update cannot lower them; a hash keeps its own parameters, so raising them
 * later leaves existing hashes verifiable.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a malformed hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// No look-alikes (0/O, 1/l/I): an operator may have to read it aloud or type it from a screen.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters, about 115 random bits, in groups of five for reading: `Hk7pq-2mXzt-…`. */
export function newOneTimePassword(): string {
  const characters = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '');
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findSimulatorRecord, replaceSimulatorRecord, type SimulatorName, upsertSimulatorRecord } from './simulator-store.repository.ts';

/**
 * A simulator's records, kept in the app's database so that every process of one deployment (and the cashier page
 * served by any of them) sees the same ones. `T` is the simulator's own JSON record, and `isRecord` tells one: a
 * stored value that is not one (written by something else) stops the request instead of being taken for one.
 */
export function createSimulatorStore<T extends object>(
  db: Kysely<Database>,
  simulator: SimulatorName,
  now: () => number,
  isRecord: (value: unknown) => value is T,
) {
  return {
    async get(key: string): Promise<T | undefined> {
      const text = await findSimulatorRecord(db, simulator, key);
      if (text === undefined) return undefined;
      const value: unknown = JSON.parse(text);
      if (!isRecord(value))
        throw new Error(`payment simulator ${simulator}: the record under ${JSON.stringify(key)} is not one of its own`);
      // The value as stored (not a parsed copy): replace() compares the exact JSON text.
      return value;
    },

    /** Inserts or replaces the record under this key. */
    async save(key: string, record: T): Promise<void> {
      await upsertSimulatorRecord(db, simulator, key, JSON.stringify(record), now());
    },

    /**
     * Changes a record only if it still is what the caller read (compare-and-set on the JSON), so two cashier
     * clicks in two processes cannot both pay: true for the caller whose change was stored.
     */
    async replace(key: string, expected: T, next: T): Promise<boolean> {
      return replaceSimulatorRecord(db, simulator, key, JSON.stringify(expected), JSON.stringify(next), now());
    },
  };
}

export type SimulatorStore<T extends object> = ReturnType<typeof createSimulatorStore<T>>;

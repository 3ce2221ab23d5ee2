import { create } from 'zustand';

type Codec<T> = { parse: (raw: string) => T | null; serialize: (value: T) => string };

export const plainString: Codec<string> = { parse: (raw) => raw || null, serialize: (value) => value };

/** A JSON value checked by `accepts` when read back: a corrupted entry reads as empty, never as garbage. */
export function jsonOf<T>(accepts: (value: unknown) => value is T): Codec<T> {
  return {
    parse: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return accepts(value) ? value : null;
      } catch {
        return null;
      }
    },
    serialize: (value) => JSON.stringify(value),
  };
}

/** sessionStorage ends with the tab (a session); localStorage stays on the device (a remembered device's tokens). */
export type StorageKind = 'session' | 'local';
const storageOf = (kind: StorageKind): Storage => (kind === 'local' ? localStorage : sessionStorage);

function readStorage<T>(key: string, codec: Codec<T>, kind: StorageKind): T | null {
  try {
    const raw = storageOf(kind).getItem(key);
    return raw === null ? null : codec.parse(raw);
  } catch {
    return null;
  }
}

function writeStorage<T>(key: string, codec: Codec<T>, kind: StorageKind, value: T | null) {
  try {
    if (value === null) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, codec.serialize(value));
  } catch {
    // Storage full or disabled: the in-memory value still serves this page.
  }
}

export type SessionStore<T> = ReturnType<typeof createSessionStore<T>>;

/**
 * One value persisted under one exact sessionStorage key, or localStorage with `kind: 'local'`. The key
 * holds the value itself, not a wrapper, so `userToken` is a plain string and the JSON values are plain JSON.
 */
export function createSessionStore<T>(key: string, codec: Codec<T>, kind: StorageKind = 'session') {
  const useStore = create<{ value: T | null }>(() => ({ value: readStorage(key, codec, kind) }));
  useStore.subscribe(({ value }) => writeStorage(key, codec, kind, value));
  return {
    key,
    useValue: (): T | null => useStore((state) => state.value),
    useSelect: <R>(selector: (value: T | null) => R): R => useStore((state) => selector(state.value)),
    get: (): T | null => useStore.getState().value,
    set: (value: T | null) => useStore.setState({ value }),
  };
}

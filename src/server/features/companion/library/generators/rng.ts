import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The randomness a generator draws its parameters from: seeded, so a variant is the same on every start. */
export type Rng = {
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** One of the items (the list must not be empty). */
  pick<T>(items: readonly T[]): T;
  /** A copy in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** True with the given probability (0–1, in hundredths). */
  chance(probability: number): boolean;
};

/** FNV-1a: a text seed (e.g. 'rj-math-5a-decimal-times#3') as the 32-bit number the generator starts from. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

export function createRng(seed: string): Rng {
  const generator = xoroshiro128plus(seedOf(seed));
  const int = (min: number, max: number) => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`no integer from ${min} to ${max}`);
    return uniformInt(generator, min, max);
  };
  return {
    int,
    pick(items) {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    chance: (probability) => int(1, 100) <= Math.round(probability * 100),
  };
}

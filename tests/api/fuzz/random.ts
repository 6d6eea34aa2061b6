// A seeded pseudo-random source (mulberry32): the same seed gives the same fuzz run, so a failure is
// reproduced by running again with FUZZ_SEED set to the seed it printed.
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** Up to n items of list, chosen without repetition, in the list's order. */
  sample<T>(list: T[], n: number): T[];
}

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    sample<T>(list: T[], n: number): T[] {
      if (list.length <= n) return [...list];
      const keep = new Set<number>();
      while (keep.size < n) keep.add(Math.floor(next() * list.length));
      return list.filter((_, i) => keep.has(i));
    },
  };
}

/** A numeric seed from text (a call's path), so each call's sample does not depend on the others. */
export function hashSeed(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

// mulberry32: a small, fast, deterministic random generator for generated data (demo marks, figures, review
// documents, benchmark rows): the same seed gives the same sequence on every machine. Not for anything secret.

/** A generator of numbers in [0, 1) for a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32: a small seeded PRNG, so the seed is the same on every machine and every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  (): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

export function rng(seed: number): Rng {
  const next = mulberry32(seed)
  const r = (() => next()) as Rng
  r.int = (min, max) => min + Math.floor(next() * (max - min + 1))
  r.pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  r.chance = (p) => next() < p
  return r
}

/** A stable hash of a string (FNV-1a), for per-id colours. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

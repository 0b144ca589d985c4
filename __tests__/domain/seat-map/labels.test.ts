/** Issue 15 item 14: the seat map's overview draws area names that do not overlap. */
import { LABEL_GAP, labelsWithoutOverlap, type LabelBox } from '@/domain/seat-map'

const box = (cx: number, cy: number, width = 30, weight = 1): LabelBox => ({ cx, cy, width, height: 14, weight })

/** Whether two drawn boxes overlap (touching within the gap counts). */
const overlap = (a: LabelBox, b: LabelBox) =>
  Math.abs(a.cx - b.cx) * 2 < a.width + b.width + 2 * LABEL_GAP && Math.abs(a.cy - b.cy) * 2 < a.height + b.height + 2 * LABEL_GAP

describe('labelsWithoutOverlap', () => {
  it('keeps labels apart from each other all', () => {
    expect(labelsWithoutOverlap([box(0, 0), box(100, 0), box(0, 100)])).toEqual([0, 1, 2])
  })

  it('of two colliding names ("107区" / "106区" side by side), draws the larger area’s', () => {
    expect(labelsWithoutOverlap([box(100, 50, 30, 200), box(125, 52, 30, 400)])).toEqual([1])
    expect(labelsWithoutOverlap([box(100, 50, 30, 400), box(125, 52, 30, 200)])).toEqual([0])
  })

  it('ties keep the first; a label hidden by one is not counted against a third', () => {
    // 0 and 1 collide, 1 and 2 collide, 0 and 2 do not: 0 wins over 1, so 2 is drawn too.
    expect(labelsWithoutOverlap([box(0, 0), box(25, 0), box(50, 0)])).toEqual([0, 2])
  })

  it('a ring of crowded names: what is drawn never overlaps', () => {
    const ring = Array.from({ length: 40 }, (_, i) =>
      box(150 + 120 * Math.cos((i / 40) * 2 * Math.PI), 150 + 90 * Math.sin((i / 40) * 2 * Math.PI), 34, 100 + (i % 7)),
    )
    const kept = labelsWithoutOverlap(ring)
    expect(kept.length).toBeGreaterThan(10)
    for (const a of kept) for (const b of kept) if (a < b) expect(overlap(ring[a]!, ring[b]!)).toBe(false)
  })
})

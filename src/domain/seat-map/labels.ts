/**
 * The overview's area labels without collisions: where two names would overlap (narrow areas,
 * longer names such as zh-CN "107区"), only one is drawn; the other shows once the buyer zooms in.
 */

/** A label's box on screen, by its centre (CSS px). */
export interface LabelBox {
  readonly cx: number
  readonly cy: number
  readonly width: number
  readonly height: number
  /** Which label wins a collision: the higher one (an area's seat count). */
  readonly weight: number
}

/** Space kept between two area labels on the overview (CSS px). */
export const LABEL_GAP = 2

/**
 * The labels to draw, as indexes into `boxes`: heaviest first, each one kept only if it overlaps
 * none already kept (with `gap` between them). Ties keep the given order.
 */
export function labelsWithoutOverlap(boxes: readonly LabelBox[], gap: number = LABEL_GAP): number[] {
  const order = boxes.map((_, index) => index).sort((a, b) => (boxes[b]?.weight ?? 0) - (boxes[a]?.weight ?? 0) || a - b)
  const kept: number[] = []
  for (const index of order) {
    const box = boxes[index]
    if (!box) continue
    const clashes = kept.some((other) => {
      const o = boxes[other]
      if (!o) return false
      return (
        Math.abs(box.cx - o.cx) * 2 < box.width + o.width + 2 * gap &&
        Math.abs(box.cy - o.cy) * 2 < box.height + o.height + 2 * gap
      )
    })
    if (!clashes) kept.push(index)
  }
  return kept.sort((a, b) => a - b)
}

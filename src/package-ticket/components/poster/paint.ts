/**
 * Paints a poster's layout (domain/poster.ts) on a canvas (platform/poster.ts): the card,
 * the picture cropped to fill its box (a plain box when it cannot load), the words, the rule and
 * the QR of the short-code link, dark modules on a white square.
 */
import { qrModules } from '@/domain/entry-qr'
import { POSTER_COLORS, type PosterLayout, type PosterTextKind, type Rect } from '@/domain/poster'
import type { PosterContext, PosterImage } from '@/platform/poster'

const TEXT_COLORS: Readonly<Record<PosterTextKind, string | 'accent'>> = {
  title: POSTER_COLORS.text,
  time: POSTER_COLORS.muted,
  venue: POSTER_COLORS.muted,
  price: 'accent',
  description: POSTER_COLORS.text,
  shop: POSTER_COLORS.text,
  hint: POSTER_COLORS.muted,
}

/** The part of the picture that fills `box` at its ratio, centred (object-fit: cover). */
export function coverCrop(image: { width: number; height: number }, box: Rect): Rect {
  const scale = Math.max(box.width / image.width, box.height / image.height)
  const width = box.width / scale
  const height = box.height / scale
  return { x: (image.width - width) / 2, y: (image.height - height) / 2, width, height }
}

export interface PosterArt {
  readonly imageUrl?: string | null
  /** What the QR encodes: the short-code link (web) or the mini-program path with its scene. */
  readonly qrText: string
  /** The shop's colour, for the price. */
  readonly accent: string
}

/** Paints `layout` with the picture loaded for it (null: the box stays plain). */
export function paintPoster(context: PosterContext, layout: PosterLayout, art: PosterArt, image: PosterImage | null): void {
  context.fillStyle = POSTER_COLORS.background
  context.fillRect(0, 0, layout.width, layout.height)

  const box = layout.image
  context.fillStyle = POSTER_COLORS.placeholder
  context.fillRect(box.x, box.y, box.width, box.height)
  if (image) {
    const crop = coverCrop(image, box)
    context.drawImage(image.source as never, crop.x, crop.y, crop.width, crop.height, box.x, box.y, box.width, box.height)
  }

  context.textBaseline = 'top'
  for (const line of layout.lines) {
    const color = TEXT_COLORS[line.kind]
    context.fillStyle = color === 'accent' ? art.accent : color
    context.font = line.font
    context.fillText(line.text, line.x, line.y)
  }

  context.fillStyle = POSTER_COLORS.rule
  context.fillRect(layout.rule.x, layout.rule.y, layout.rule.width, layout.rule.height)

  const modules = qrModules(art.qrText)
  const { qr } = layout
  context.fillStyle = POSTER_COLORS.background
  context.fillRect(qr.x, qr.y, qr.width, qr.height)
  const cell = qr.width / modules.length
  context.fillStyle = POSTER_COLORS.text
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      // A hair wider than the cell: no seams between modules at fractional sizes.
      if (dark) context.fillRect(qr.x + c * cell, qr.y + r * cell, cell + 0.5, cell + 0.5)
    }),
  )
}

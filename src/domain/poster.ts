/**
 * A share poster's layout (issue 22; spec s2 share-* pages, s3 shareDescription / sharePosterUrl):
 * where the picture, the words and the code go on the poster, with the words wrapped and cut to
 * their width by a measuring function the canvas gives (so the same layout serves every canvas).
 * Pure: the drawing is the poster kit's (package-ticket/components/poster).
 */

/** The poster's width in its own units (the canvas is this many pixels times the device ratio). */
export const POSTER_WIDTH = 600
/** The margin around everything. */
export const POSTER_PADDING = 32
/**
 * The picture's box: the poster's width less its margins, as tall as the picture's own shape
 * within these bounds (height / width; beyond them it is cropped to fill), 5:4 portrait when unknown.
 */
export const POSTER_IMAGE_RATIO = { fallback: 5 / 4, min: 1 / 2, max: 4 / 3 } as const
/** The code's side, bottom right. */
export const POSTER_QR_SIZE = 148
/** The last line of a cut text ends with this. */
export const ELLIPSIS = '…'

/** Each text's font (px, weight), line height and most lines. */
export const POSTER_TEXT = {
  title: { size: 34, weight: 'bold', line: 46, lines: 2 },
  time: { size: 24, weight: 'normal', line: 34, lines: 1 },
  venue: { size: 24, weight: 'normal', line: 34, lines: 1 },
  price: { size: 28, weight: 'bold', line: 40, lines: 1 },
  description: { size: 22, weight: 'normal', line: 32, lines: 2 },
  shop: { size: 24, weight: 'bold', line: 34, lines: 1 },
  hint: { size: 20, weight: 'normal', line: 30, lines: 3 },
} as const

export type PosterTextKind = keyof typeof POSTER_TEXT

/** The poster's colours: a fixed card (a saved image looks the same in light and dark), the shop's accent. */
export const POSTER_COLORS = {
  background: '#ffffff',
  text: '#1f1f1f',
  muted: '#6b6b6b',
  placeholder: '#f0f0f0',
  rule: '#e6e6e6',
  /** The price when the shop has no colour of its own. */
  accent: '#fb5200',
} as const

export interface PosterInput {
  readonly title: string
  readonly time?: string | null
  readonly venue?: string | null
  /** The price line, where the poster is of something on sale. */
  readonly price?: string | null
  /** The shop's shareDescription. */
  readonly description?: string | null
  readonly shopName?: string | null
  /** The words beside the code ("scan to open"). */
  readonly hint: string
  /** The picture's height / width, once loaded (the box follows it within POSTER_IMAGE_RATIO). */
  readonly imageRatio?: number
}

export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface PosterLine {
  readonly kind: PosterTextKind
  readonly text: string
  /** Left edge and baseline-free top (the canvas draws with textBaseline 'top'). */
  readonly x: number
  readonly y: number
  readonly font: string
}

export interface PosterLayout {
  readonly width: number
  readonly height: number
  /** The picture's box (a placeholder fills it when the picture cannot be drawn). */
  readonly image: Rect
  readonly lines: readonly PosterLine[]
  readonly qr: Rect
  /** The rule above the footer. */
  readonly rule: Rect
}

/** A text's width in the given CSS font (`bold 34px sans-serif`): the canvas's measureText. */
export type Measure = (text: string, font: string) => number

export const POSTER_FONT_FAMILY = 'sans-serif'

export function fontOf(kind: PosterTextKind): string {
  const { size, weight } = POSTER_TEXT[kind]
  return `${weight === 'bold' ? 'bold ' : ''}${size}px ${POSTER_FONT_FAMILY}`
}

/** Pieces that may not be split: a Latin word with its trailing spaces; any other character alone (CJK). */
function tokens(text: string): string[] {
  return text.match(/[A-Za-z0-9'’.,:;!?()&+-]+\s*|\s+|./gu) ?? []
}

/** A piece too wide for a line on its own, cut by characters. */
function splitLong(token: string, maxWidth: number, font: string, measure: Measure): string[] {
  const parts: string[] = []
  let current = ''
  for (const char of Array.from(token)) {
    if (current && measure(current + char, font) > maxWidth) {
      parts.push(current)
      current = char
    } else current += char
  }
  if (current) parts.push(current)
  return parts
}

/** `line` cut to `maxWidth` with the ellipsis at its end. */
function withEllipsis(line: string, maxWidth: number, font: string, measure: Measure): string {
  let chars = Array.from(line.trimEnd())
  while (chars.length > 0 && measure(`${chars.join('')}${ELLIPSIS}`, font) > maxWidth) chars = chars.slice(0, -1)
  return `${chars.join('').trimEnd()}${ELLIPSIS}`
}

/**
 * `text` in lines no wider than `maxWidth`, at most `maxLines`: Latin words kept whole where they
 * fit, CJK broken anywhere; what does not fit ends the last line with an ellipsis.
 */
export function wrapText(text: string, maxWidth: number, maxLines: number, font: string, measure: Measure): string[] {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (!clean || maxLines < 1) return []
  const lines: string[] = []
  let current = ''
  const pieces = tokens(clean).flatMap((token) =>
    measure(token.trimEnd(), font) > maxWidth ? splitLong(token, maxWidth, font, measure) : [token],
  )
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i] ?? ''
    if (current && measure((current + piece).trimEnd(), font) > maxWidth) {
      lines.push(current.trimEnd())
      current = piece.trimStart()
      if (lines.length === maxLines) {
        const last = lines.pop() ?? ''
        lines.push(withEllipsis(last, maxWidth, font, measure))
        return lines
      }
    } else current += piece
  }
  if (current.trim()) lines.push(current.trimEnd())
  return lines
}

/**
 * Where everything goes: the picture on top, then the title, time, venue, price and the shop's
 * description (each only when given), then a rule and the footer: the shop's name and the hint
 * on the left, the code on the right. The height follows the words.
 */
export function posterLayout(input: PosterInput, measure: Measure): PosterLayout {
  const inner = POSTER_WIDTH - POSTER_PADDING * 2
  const x = POSTER_PADDING
  let y = POSTER_PADDING
  const { fallback, min, max } = POSTER_IMAGE_RATIO
  const ratio = input.imageRatio && input.imageRatio > 0 ? Math.min(max, Math.max(min, input.imageRatio)) : fallback
  const image = { x, y, width: inner, height: Math.round(inner * ratio) }
  y += image.height + 28
  const lines: PosterLine[] = []
  const put = (kind: PosterTextKind, text: string | null | undefined, width: number, left: number, gapAfter: number) => {
    if (!text) return
    const spec = POSTER_TEXT[kind]
    const font = fontOf(kind)
    for (const line of wrapText(text, width, spec.lines, font, measure)) {
      lines.push({ kind, text: line, x: left, y, font })
      y += spec.line
    }
    y += gapAfter
  }
  put('title', input.title, inner, x, 8)
  put('time', input.time, inner, x, 0)
  put('venue', input.venue, inner, x, 0)
  put('price', input.price, inner, x, 0)
  y += 8
  put('description', input.description, inner, x, 0)
  y += 16
  const rule = { x, y, width: inner, height: 1 }
  y += 24
  const footerTop = y
  const qr = { x: POSTER_WIDTH - POSTER_PADDING - POSTER_QR_SIZE, y: footerTop, width: POSTER_QR_SIZE, height: POSTER_QR_SIZE }
  const leftWidth = qr.x - x - 24
  put('shop', input.shopName, leftWidth, x, 8)
  put('hint', input.hint, leftWidth, x, 0)
  const height = Math.max(y, footerTop + POSTER_QR_SIZE) + POSTER_PADDING
  return { width: POSTER_WIDTH, height, image, lines, qr, rule }
}

/**
 * The keepsake stub drawn as an image (D6), the same card as StubCard: the poster, the show, its
 * time, venue, seat and holder, the ticket number and a stamp of what became of the ticket. A
 * keepsake looks the same whatever the app's theme (like a paper ticket), so its colours are its own.
 */
import type { TicketStub } from '@/api/ticket-stubs'
import type { StubCanvas, StubCtx } from './stub-canvas-types'

/** The image's size in pixels (a 3:4 card, sharp on a phone). */
export const STUB_IMAGE = { width: 750, height: 1000 } as const
const POSTER_HEIGHT = 420
const PAD = 48
/** The keepsake's own palette (paper, ink, the stamp's red). */
const STUB_COLOURS = { paper: '#fbf7ef', ink: '#1f1d1a', muted: '#6b645a', rule: '#d8cfbf', stamp: '#c0392b', poster: '#e9e1d3' }
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif'

export interface StubLines {
  readonly time: string
  readonly place: string
  readonly seat: string
  readonly holder?: string
}

/** Up to `max` lines of `text` within `width`, the last cut with an ellipsis. */
export function wrapText(ctx: Pick<StubCtx, 'measureText'>, text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const char of Array.from(text)) {
    if (ctx.measureText(line + char).width > width && line) {
      lines.push(line)
      line = char
      if (lines.length === max) break
    } else line += char
  }
  if (lines.length < max && line) lines.push(line)
  if (lines.length === max && lines.join('').length < Array.from(text).length) {
    let last = lines[max - 1] ?? ''
    while (last && ctx.measureText(`${last}…`).width > width) last = Array.from(last).slice(0, -1).join('')
    lines[max - 1] = `${last}…`
  }
  return lines
}

export async function drawStub(surface: StubCanvas, ticket: TicketStub['ticket'], lines: StubLines): Promise<void> {
  const { ctx } = surface
  const { width, height } = STUB_IMAGE
  ctx.fillStyle = STUB_COLOURS.paper
  ctx.fillRect(0, 0, width, height)
  const poster = ticket.posterUrl ? await surface.loadImage(ticket.posterUrl) : null
  ctx.fillStyle = STUB_COLOURS.poster
  ctx.fillRect(0, 0, width, POSTER_HEIGHT)
  if (poster) {
    // Cover the band, cut in the middle (as the card's aspectFill), not stretched.
    const { width: sw, height: sh } = poster
    const scale = Math.max(width / sw, POSTER_HEIGHT / sh)
    const cutW = width / scale
    const cutH = POSTER_HEIGHT / scale
    ctx.drawImage(poster.source, (sw - cutW) / 2, (sh - cutH) / 2, cutW, cutH, 0, 0, width, POSTER_HEIGHT)
  }

  ctx.textAlign = 'left'
  ctx.textBaseline = 'top'
  let y = POSTER_HEIGHT + PAD
  ctx.fillStyle = STUB_COLOURS.ink
  ctx.font = `600 44px ${FONT}`
  for (const line of wrapText(ctx, ticket.showName, width - 2 * PAD, 2)) {
    ctx.fillText(line, PAD, y)
    y += 58
  }
  y += 12
  ctx.font = `30px ${FONT}`
  ctx.fillStyle = STUB_COLOURS.muted
  for (const text of [lines.time, lines.place, lines.seat, lines.holder].filter((item): item is string => Boolean(item))) {
    ctx.fillText(wrapText(ctx, text, width - 2 * PAD, 1)[0] ?? '', PAD, y)
    y += 46
  }

  // The foot: a dashed-looking rule, the ticket number, and the stamp.
  const foot = height - 150
  ctx.fillStyle = STUB_COLOURS.rule
  for (let x = PAD; x < width - PAD; x += 24) ctx.fillRect(x, foot, 12, 3)
  ctx.fillStyle = STUB_COLOURS.ink
  ctx.font = `28px ${FONT}`
  ctx.fillText(ticket.ticketNo, PAD, foot + 48)
  ctx.save()
  ctx.translate(width - PAD - 90, foot + 62)
  ctx.rotate(-0.2)
  ctx.strokeStyle = STUB_COLOURS.stamp
  ctx.lineWidth = 5
  ctx.beginPath()
  ctx.arc(0, 0, 78, 0, Math.PI * 2)
  ctx.stroke()
  ctx.fillStyle = STUB_COLOURS.stamp
  ctx.font = `700 32px ${FONT}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(wrapText(ctx, ticket.stateTitle ?? '', 140, 1)[0] ?? '', 0, 0)
  ctx.restore()
}

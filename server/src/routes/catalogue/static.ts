import { IconParams, IconQuery, PosterParams, SvgImage } from '@showtix/contract'
import type { App } from '../../app'
import { notFound } from '../../http/envelope'
import { imageRow, type ImageRow } from '../../services/catalogue/shop-info'

/**
 * Images served by the gateway, drawn as SVG from the `images` table: show posters (gradient,
 * decoration and the show's name), detail pictures, banners, goods, avatars; and the icons of
 * the bottom navigation and member rights.
 */

const SIZES: Record<string, readonly [number, number]> = {
  POSTER: [600, 800],
  DETAIL: [750, 420],
  BANNER: [750, 300],
  GOODS: [600, 600],
  AVATAR: [200, 200],
}

const FONT = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei','Helvetica Neue',Arial,sans-serif"

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char)

/** Splits a title into lines of about `max` units (a CJK character is 1, Latin about 0.55). */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let width = 0
  const tokens = text.match(/[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+|\s+/g) ?? []
  for (const token of tokens) {
    const w = /[\u3000-\u9fff\uff00-\uffef]/.test(token) ? 1 : token.trim() ? token.length * 0.55 : 0.3
    if (width + w > max && line.trim()) {
      lines.push(line.trim())
      line = ''
      width = 0
      if (!token.trim()) continue
    }
    line += token
    width += w
  }
  if (line.trim()) lines.push(line.trim())
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`
    return kept
  }
  return lines
}

function seeded(id: string): () => number {
  let h = 2166136261
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return (h >>> 0) / 4294967296
  }
}

export function imageSvg(row: ImageRow): string {
  const [w, h] = SIZES[row.kind] ?? [600, 800]
  const rand = seeded(row.id)
  const circles = Array.from({ length: 6 }, () => {
    const r = Math.round((0.08 + rand() * 0.3) * Math.min(w, h))
    return `<circle cx="${Math.round(rand() * w)}" cy="${Math.round(rand() * h)}" r="${r}" fill="#fff" fill-opacity="${(0.05 + rand() * 0.12).toFixed(2)}"/>`
  }).join('')
  const poster = row.kind === 'POSTER'
  const size = poster ? 56 : row.kind === 'AVATAR' ? 40 : row.kind === 'BANNER' ? 44 : 42
  const perLine = Math.max(4, Math.floor((w * 0.84) / size))
  const lines = wrap(row.kind === 'AVATAR' ? row.title.slice(0, 2) : row.title, perLine, poster ? 4 : 2)
  const top = poster ? h * 0.58 : h / 2 - ((lines.length - 1) * size * 1.25) / 2 + size * 0.35
  const title = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${Math.round(top + i * size * 1.25)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  const subtitle =
    row.subtitle && row.kind !== 'AVATAR'
      ? `<text x="${w / 2}" y="${Math.round(poster ? h - 64 : h - 28)}" text-anchor="middle" font-family="${FONT}" font-size="${poster ? 24 : 20}" fill="#fff" fill-opacity="0.85">${escapeXml(wrap(row.subtitle, poster ? 40 : 60, 1)[0] ?? '')}</text>`
      : ''
  const frame = poster
    ? `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2" rx="12"/>`
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${row.hue},72%,56%)"/><stop offset="1" stop-color="hsl(${row.hue2},66%,28%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    circles,
    frame,
    title,
    subtitle,
    `</svg>`,
  ].join('')
}

/** 24x24 glyphs, stroked in the requested colour. */
const ICONS: Record<string, string> = {
  home: '<path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z"/>',
  category:
    '<rect x="3" y="3" width="7" height="7" rx="1"/><rect x="14" y="3" width="7" height="7" rx="1"/><rect x="3" y="14" width="7" height="7" rx="1"/><rect x="14" y="14" width="7" height="7" rx="1"/>',
  shop: '<path d="M4 8h16l-1.5 12h-13z"/><path d="M8 8a4 4 0 0 1 8 0"/>',
  ticket: '<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z"/><path d="M14 7v10" stroke-dasharray="2 2"/>',
  my: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  parking: '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
  gift: '<rect x="3" y="9" width="18" height="12" rx="1"/><path d="M3 13h18M12 9v12M12 9c-2-5-7-4-5 0M12 9c2-5 7-4 5 0"/>',
  star: '<path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z"/>',
  tag: '<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  truck: '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7z"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7z"/>',
  headset:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="14" width="4" height="6" rx="1"/><rect x="17" y="14" width="4" height="6" rx="1"/>',
  sofa: '<path d="M4 10V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3"/><path d="M2 12a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v6H2z"/>',
  crown: '<path d="M3 18 5 7l5 5 2-7 2 7 5-5 2 11z"/>',
}

export default async function staticRoutes(app: App): Promise<void> {
  const tags = ['static']

  app.get(
    '/static/posters/:imageId.svg',
    {
      schema: {
        response: { 200: SvgImage('the image') },
        tags,
        summary: 'A generated image (poster, banner, goods, avatar) as SVG',
        params: PosterParams,
      },
    },
    async (request, reply) => {
      const row = await imageRow(app.storage, request.params.imageId)
      if (!row) throw notFound(`image ${request.params.imageId}`)
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(imageSvg(row))
    },
  )

  app.get(
    '/static/icons/:name.svg',
    {
      schema: {
        response: { 200: SvgImage('the icon') },
        tags,
        summary: 'An icon as SVG, in a colour',
        params: IconParams,
        querystring: IconQuery,
      },
    },
    async (request, reply) => {
      const glyph = ICONS[request.params.name]
      if (!glyph) throw notFound(`icon ${request.params.name}`)
      const color = `#${(request.query.color ?? '#333333').replace('#', '')}`
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${glyph}</svg>`
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
    },
  )
}

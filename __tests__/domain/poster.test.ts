/** A share poster's layout (issue 22): words wrapped and cut to their width, each element in its place. */
import {
  ELLIPSIS,
  POSTER_IMAGE_RATIO,
  POSTER_PADDING,
  POSTER_QR_SIZE,
  POSTER_WIDTH,
  fontOf,
  posterLayout,
  wrapText,
  type PosterInput,
} from '@/domain/poster'

/** A monospaced stand-in for the canvas: 10 per character at any font (CJK too). */
const measure = (text: string) => Array.from(text).length * 10
const font = fontOf('title')

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText('Jazz night', 200, 2, font, measure)).toEqual(['Jazz night'])
  })

  it('breaks Latin text between words, never inside one that fits', () => {
    expect(wrapText('Swan Lake by the Macau ballet', 120, 3, font, measure)).toEqual(['Swan Lake by', 'the Macau', 'ballet'])
  })

  it('breaks CJK text anywhere, each line within the width', () => {
    const lines = wrapText('天鹅湖芭蕾舞剧澳门站', 40, 3, font, measure)
    expect(lines).toEqual(['天鹅湖芭', '蕾舞剧澳', '门站'])
  })

  it('cuts what does not fit with an ellipsis at the end of the last line, within the width', () => {
    const lines = wrapText('天鹅湖芭蕾舞剧澳门站', 40, 2, font, measure)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(`蕾舞剧${ELLIPSIS}`)
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(40)
  })

  it('splits a word longer than the line by characters', () => {
    expect(wrapText('Supercalifragilistic', 80, 3, font, measure)).toEqual(['Supercal', 'ifragili', 'stic'])
  })

  it('gives nothing for an empty text', () => {
    expect(wrapText('   ', 100, 2, font, measure)).toEqual([])
  })
})

const full: PosterInput = {
  title:
    'A very long show title that will certainly need more than two lines on the poster to be read whole, and more words still',
  time: '2026.12.24 19:30',
  venue: 'Macau Cultural Centre',
  price: 'MOP$280 起',
  description: 'Great shows, on Showtix',
  shopName: 'Showtix',
  hint: 'Scan the code to open it in Showtix',
}

describe('posterLayout', () => {
  it('puts the picture on top within the margins, then the words in order, the code bottom right', () => {
    const layout = posterLayout(full, measure)
    expect(layout.width).toBe(POSTER_WIDTH)
    expect(layout.image).toMatchObject({ x: POSTER_PADDING, y: POSTER_PADDING, width: POSTER_WIDTH - 2 * POSTER_PADDING })
    const kinds = layout.lines.map((line) => line.kind)
    expect(kinds).toEqual(['title', 'title', 'time', 'venue', 'price', 'description', 'shop', 'hint'])
    const ys = layout.lines.filter((line) => line.kind !== 'hint').map((line) => line.y)
    expect([...ys].sort((a, b) => a - b)).toEqual(ys)
    expect(layout.lines[0]?.y).toBeGreaterThan(layout.image.y + layout.image.height)
    expect(layout.qr).toMatchObject({ width: POSTER_QR_SIZE, x: POSTER_WIDTH - POSTER_PADDING - POSTER_QR_SIZE })
    expect(layout.qr.y).toBeGreaterThan(layout.rule.y)
    expect(layout.height).toBe(layout.qr.y + POSTER_QR_SIZE + POSTER_PADDING)
  })

  it('cuts the title to two lines, ending in an ellipsis', () => {
    const titles = posterLayout(full, measure).lines.filter((line) => line.kind === 'title')
    expect(titles).toHaveLength(2)
    expect(titles[1]?.text.endsWith(ELLIPSIS)).toBe(true)
  })

  it('keeps the footer words left of the code', () => {
    const layout = posterLayout(full, measure)
    for (const line of layout.lines.filter((l) => l.kind === 'shop' || l.kind === 'hint'))
      expect(line.x + measure(line.text)).toBeLessThan(layout.qr.x)
  })

  it("gives the picture its own shape within bounds: a banner is not stretched to a portrait's box", () => {
    const width = POSTER_WIDTH - 2 * POSTER_PADDING
    const box = (imageRatio?: number) => posterLayout({ ...full, ...(imageRatio ? { imageRatio } : {}) }, measure).image.height
    expect(box()).toBe(Math.round(width * POSTER_IMAGE_RATIO.fallback))
    expect(box(0.75)).toBe(Math.round(width * 0.75))
    expect(box(0.2)).toBe(Math.round(width * POSTER_IMAGE_RATIO.min))
    expect(box(3)).toBe(Math.round(width * POSTER_IMAGE_RATIO.max))
  })

  it('leaves out what is not given (a topic has no time, venue or price), and is shorter for it', () => {
    const topic = posterLayout({ title: 'Summer festival', hint: 'Scan', shopName: 'Showtix' }, measure)
    expect(topic.lines.map((line) => line.kind)).toEqual(['title', 'shop', 'hint'])
    expect(topic.height).toBeLessThan(posterLayout(full, measure).height)
  })
})

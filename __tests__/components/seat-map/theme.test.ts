/** Issue 15 item 14: sold seats stand out from the map's background, in both themes. */
import fs from 'node:fs'
import path from 'node:path'
import { contrastRatio } from '@/domain/theme'
import { SEAT_CONTRAST_MIN, seatMapTheme } from '@/package-show/components/seat-map/theme'

describe('seat map colours', () => {
  for (const dark of [false, true]) {
    const theme = seatMapTheme(dark, '#00857C')
    const mode = dark ? 'dark' : 'light'

    it(`${mode}: a sold seat reads at ${SEAT_CONTRAST_MIN}:1 on the background and differs from a seat not for sale`, () => {
      expect(contrastRatio(theme.taken, theme.background)).toBeGreaterThanOrEqual(SEAT_CONTRAST_MIN)
      // Not for sale stays close to the background: the two states do not look alike.
      expect(contrastRatio(theme.taken, theme.unavailable)).toBeGreaterThan(contrastRatio(theme.unavailable, theme.background))
    })
  }

  it('the legend’s sold swatch has the canvas’s colours', () => {
    const scss = fs.readFileSync(
      path.resolve(__dirname, '..', '..', '..', 'src', 'package-show', 'components', 'seat-map', 'seat-map.scss'),
      'utf8',
    )
    const swatch = scss.slice(scss.indexOf('&--taken'), scss.indexOf('&--unavailable'))
    expect(swatch).toContain(seatMapTheme(false, '#000000').taken)
    expect(swatch).toContain(seatMapTheme(true, '#000000').taken)
  })
})

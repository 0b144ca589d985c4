import {
  DEFAULT_MAIN_COLOR,
  TEXT_CONTRAST_MIN,
  contrastRatio,
  luminance,
  mixColors,
  nutuiTheme,
  readableShade,
  textOn,
  themeVariables,
  withAlpha,
} from '@/domain/theme'

describe('theme colours', () => {
  it('default to the spec main colour #FB5200', () => {
    expect(DEFAULT_MAIN_COLOR).toBe('#FB5200')
    expect(themeVariables(false)['--color-primary']).toBe('#FB5200')
    expect(themeVariables(true)['--color-primary']).toBe('#FB5200')
    // As text, the orange is the readable shade of it (spec orange is 3.3:1 on white).
    expect(themeVariables(false)['--color-price']).toBe(themeVariables(false)['--color-primary-text'])
  })

  it('take the shop colours when given', () => {
    const vars = themeVariables(false, { shopMainColor: '#0055AA', priceColor: '#A00000', navigateTextColor: '#123456' })
    expect(vars['--color-primary']).toBe('#0055AA')
    expect(vars['--color-primary-light']).toBe('rgba(0, 85, 170, 0.1)')
    expect(vars['--color-price']).toBe('#A00000')
    expect(vars['--color-nav-text']).toBe('#123456')
  })

  it('price in the main colour unless the shop sets a price colour', () => {
    expect(themeVariables(false, { shopMainColor: '#0055AA' })['--color-price']).toBe('#0055AA')
  })

  it('switch background and text between light and dark', () => {
    const light = themeVariables(false)
    const dark = themeVariables(true)
    expect(light['--color-bg']).not.toBe(dark['--color-bg'])
    expect(light['--color-text']).not.toBe(dark['--color-text'])
    expect(dark['--color-nav-text']).toBe(dark['--color-text'])
    expect(light['--color-nav-text']).toBe(light['--color-text'])
    // Dark text is light: its red channel is high.
    expect(parseInt((dark['--color-text'] ?? '').slice(1, 3), 16)).toBeGreaterThan(0xc0)
    expect(parseInt((light['--color-text'] ?? '').slice(1, 3), 16)).toBeLessThan(0x40)
    expect(dark['--color-primary-light']).toBe('rgba(251, 82, 0, 0.2)')
    expect(light['--color-primary-light']).toBe('rgba(251, 82, 0, 0.1)')
  })

  it('define the same variables in both modes', () => {
    expect(Object.keys(themeVariables(true)).sort()).toEqual(Object.keys(themeVariables(false)).sort())
  })
})

describe('withAlpha', () => {
  it('turns #RRGGBB into rgba', () => {
    expect(withAlpha('#FB5200', 0.5)).toBe('rgba(251, 82, 0, 0.5)')
    expect(withAlpha('#ffffff', 1)).toBe('rgba(255, 255, 255, 1)')
  })

  it('passes other colour strings through', () => {
    expect(withAlpha('#fff', 0.5)).toBe('#fff')
    expect(withAlpha('red', 0.5)).toBe('red')
  })
})

describe('NutUI theme', () => {
  it('gives NutUI the brand colour', () => {
    expect(nutuiTheme()).toMatchObject({ nutuiColorPrimary: '#FB5200', nutuiColorPrimaryPressed: 'rgba(251, 82, 0, 0.8)' })
    expect(nutuiTheme({ shopMainColor: '#0055AA' }).nutuiColorPrimary).toBe('#0055AA')
  })

  it.each(['#FB5200', '#FF6A1F', '#00857C', '#1FB5A8', '#6A3DE8', '#9B7BFF', '#0B3D91'])(
    "write a primary button's words at 4.5:1 on the fill of the seeded shop colour %s",
    (main) => {
      const theme = nutuiTheme({ shopMainColor: main })
      expect(contrastRatio(theme.nutuiButtonPrimaryColor ?? '', main)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN)
    },
  )

  it('paint a disabled primary button in an opaque, paler brand colour, per mode', () => {
    expect(mixColors('#FB5200', '#ffffff', 0.4)).toBe('#fdba99')
    expect(nutuiTheme({}, false).nutuiColorPrimaryDisabledSpecial).toBe('#fdba99')
    expect(nutuiTheme({}, true).nutuiColorPrimaryDisabledSpecial).toBe(mixColors('#FB5200', '#1c1d21', 0.4))
    expect(mixColors('not a colour', '#ffffff', 0.4)).toBe('not a colour')
  })
})

describe('text colours read at WCAG AA (4.5:1) on the surface and the page background', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0)
  }
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
  }

  it.each([false, true])('dark %s', (dark) => {
    const colours = themeVariables(dark)
    for (const text of ['--color-text', '--color-text-secondary', '--color-text-tertiary'])
      for (const ground of ['--color-surface', '--color-bg'])
        expect([text, ground, contrast(colours[text] ?? '', colours[ground] ?? '') >= 4.5]).toEqual([text, ground, true])
  })
})

describe('shop colours as text read at 4.5:1; the brand colour stays for fills', () => {
  // The seeded shops' colours: the spec orange (3.3:1 on white), a grey tab text, a pale and a dark brand.
  const SHOPS = [
    {},
    { shopMainColor: '#8C8C8C' },
    { shopMainColor: '#FFD400', priceColor: '#FF7A45' },
    { shopMainColor: '#0B3D91' },
  ]

  it.each(SHOPS.flatMap((shop) => [false, true].map((dark) => [shop, dark] as const)))(
    'shop %j, dark %s: primary text and price on the surface, the page and the brand tint',
    (shop, dark) => {
      const colours = themeVariables(dark, shop)
      const main = colours['--color-primary'] ?? ''
      const tint = mixColors(main, colours['--color-surface'] ?? '', dark ? 0.2 : 0.1)
      for (const text of ['--color-primary-text', '--color-price'])
        for (const ground of [colours['--color-surface'] ?? '', colours['--color-bg'] ?? '', tint])
          expect([text, ground, contrastRatio(colours[text] ?? '', ground) >= TEXT_CONTRAST_MIN]).toEqual([text, ground, true])
      expect(contrastRatio(colours['--color-on-primary'] ?? '', main)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN)
      // Fills keep the shop's own colour.
      expect(main).toBe(shop.shopMainColor ?? DEFAULT_MAIN_COLOR)
    },
  )

  it('keeps a shop colour that already reads, and darkens (light) or lightens (dark) one that does not', () => {
    expect(readableShade('#0B3D91', ['#ffffff'], false)).toBe('#0B3D91')
    const light = readableShade('#FB5200', ['#ffffff'], false)
    const dark = readableShade('#FB5200', ['#1c1d21'], true)
    expect(contrastRatio('#FB5200', '#ffffff')).toBeLessThan(TEXT_CONTRAST_MIN)
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN)
    expect(luminance(light)).toBeLessThan(luminance('#FB5200') ?? 0)
    expect(readableShade('#FB5200', ['#1c1d21'], true)).toBe('#FB5200') // 5.1:1 on the dark surface already
    expect(dark).toBe('#FB5200')
    expect(readableShade('not a colour', ['#ffffff'], false)).toBe('not a colour')
  })

  it('puts white on a fill where white reads, dark text where it does not', () => {
    expect(textOn('#0B3D91')).toBe('#ffffff')
    expect(textOn('#FB5200')).toBe('#1a1a1a')
  })
})

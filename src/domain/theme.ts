/**
 * Theme colours as CSS variables on every page root (DESIGN.md, Text and look). Shop
 * configuration (`availableShopThemes`) overrides the defaults; issue 5 wires it.
 */

/** Spec section 9: the default main colour. */
export const DEFAULT_MAIN_COLOR = '#FB5200'

export interface ShopTheme {
  readonly shopMainColor?: string
  readonly navigateTextColor?: string
  readonly priceColor?: string
}

const LIGHT = {
  '--color-bg': '#f5f6f8',
  '--color-surface': '#ffffff',
  '--color-text': '#1a1a1a',
  '--color-text-secondary': '#666666',
  // Hints and secondary facts: the lightest grey that still reads at 4.5:1 (WCAG AA) on the
  // surface and on the page background (#999 was 2.85:1).
  '--color-text-tertiary': '#707070',
  '--color-border': '#ebedf0',
  // Errors and refusals beside a field; lighter on dark so it stays readable.
  '--color-danger': '#e53935',
} as const

const DARK = {
  '--color-bg': '#111214',
  '--color-surface': '#1c1d21',
  '--color-text': '#f2f2f2',
  '--color-text-secondary': '#b3b3b3',
  '--color-text-tertiary': '#8f8f8f',
  '--color-border': '#2c2d31',
  '--color-danger': '#ff6b66',
} as const

/** `#FB5200` + alpha `0.1` -> `rgba(251, 82, 0, 0.1)`; other strings pass through. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) return hex
  const value = parseInt(match[1], 16)
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`
}

/** WCAG AA: normal-size text against what it is drawn on. */
export const TEXT_CONTRAST_MIN = 4.5

/** How strongly the brand tint (`--color-primary-light`) covers the surface, per mode. */
const TINT_ALPHA = { light: 0.1, dark: 0.2 } as const

function rgbOf(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) return undefined
  const n = parseInt(match[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** WCAG relative luminance of `#RRGGBB` (undefined for anything else). */
export function luminance(hex: string): number | undefined {
  const rgb = rgbOf(hex)
  if (!rgb) return undefined
  const linear = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
}

/** WCAG contrast ratio of two `#RRGGBB` colours (1 when either is not one). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  if (la === undefined || lb === undefined) return 1
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * A shop colour as text: itself where it reads at 4.5:1 on every background given, else the
 * nearest shade of it that does (darker in light mode, lighter in dark mode). The brand colour
 * itself stays for fills; a colour that is not `#RRGGBB` passes through.
 */
export function readableShade(color: string, backgrounds: readonly string[], dark: boolean): string {
  if (!rgbOf(color)) return color
  const reads = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= TEXT_CONTRAST_MIN)
  if (reads(color)) return color
  const towards = dark ? '#ffffff' : '#000000'
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mixColors(towards, color, step / 100)
    if (reads(candidate)) return candidate
  }
  return towards
}

/** Text drawn on a fill of `color`: white where it reads at 4.5:1, else the light theme's text colour. */
export function textOn(color: string): string {
  return contrastRatio('#ffffff', color) >= TEXT_CONTRAST_MIN ? '#ffffff' : LIGHT['--color-text']
}

export function themeVariables(dark: boolean, shop: ShopTheme = {}): Record<string, string> {
  const main = shop.shopMainColor ?? DEFAULT_MAIN_COLOR
  const base = dark ? DARK : LIGHT
  const tint = dark ? TINT_ALPHA.dark : TINT_ALPHA.light
  // Shop colours as text stand on the surface, the page background, and the brand tint over both
  // (a marketing tag: price-coloured text on the tint).
  const grounds = [
    base['--color-surface'],
    base['--color-bg'],
    mixColors(main, base['--color-surface'], tint),
    mixColors(main, base['--color-bg'], tint),
  ]
  return {
    ...base,
    '--color-primary': main,
    '--color-primary-light': withAlpha(main, tint),
    '--color-primary-text': readableShade(main, grounds, dark),
    '--color-on-primary': textOn(main),
    '--color-price': readableShade(shop.priceColor ?? main, grounds, dark),
    '--color-nav-text': shop.navigateTextColor ?? base['--color-text'],
  }
}

/** How much of the brand colour a disabled primary button keeps over the surface. */
const DISABLED_STRENGTH = 0.4

/** `#FB5200` mixed into `#ffffff` at `amount` (0-1) of the first: an opaque colour. */
export function mixColors(hex: string, into: string, amount: number): string {
  const parse = (value: string) => {
    const match = /^#([0-9a-f]{6})$/i.exec(value)
    if (!match?.[1]) return undefined
    const n = parseInt(match[1], 16)
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  }
  const a = parse(hex)
  const b = parse(into)
  if (!a || !b) return hex
  const channel = (i: number) => Math.round((a[i] ?? 0) * amount + (b[i] ?? 0) * (1 - amount))
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

/** The same brand colour for NutUI, through ConfigProvider's theme variables. */
export function nutuiTheme(shop: ShopTheme = {}, dark = false): Record<string, string> {
  const main = shop.shopMainColor ?? DEFAULT_MAIN_COLOR
  const surface = (dark ? DARK : LIGHT)['--color-surface']
  return {
    nutuiColorPrimary: main,
    // The words on a primary button read at 4.5:1 on its fill (NutUI paints them white: 2.5:1
    // on the Macau shop's dark-mode teal, 3.3:1 on the spec orange).
    nutuiButtonPrimaryColor: textOn(main),
    nutuiColorPrimaryStop1: main,
    nutuiColorPrimaryStop2: main,
    nutuiColorPrimaryPressed: withAlpha(main, 0.8),
    nutuiColorPrimaryLightPressed: withAlpha(main, 0.1),
    nutuiColorPrimaryDisabled: withAlpha(main, DISABLED_STRENGTH),
    // What NutUI's disabled primary button is painted with (its own default is a pink). Opaque:
    // the button paints it on two nested layers, and a translucent colour shows a darker band.
    nutuiColorPrimaryDisabledSpecial: mixColors(main, surface, DISABLED_STRENGTH),
  }
}

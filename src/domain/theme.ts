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
  '--color-text-tertiary': '#999999',
  '--color-border': '#ebedf0',
} as const

const DARK = {
  '--color-bg': '#111214',
  '--color-surface': '#1c1d21',
  '--color-text': '#f2f2f2',
  '--color-text-secondary': '#b3b3b3',
  '--color-text-tertiary': '#808080',
  '--color-border': '#2c2d31',
} as const

/** `#FB5200` + alpha `0.1` -> `rgba(251, 82, 0, 0.1)`; other strings pass through. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) return hex
  const value = parseInt(match[1], 16)
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`
}

export function themeVariables(dark: boolean, shop: ShopTheme = {}): Record<string, string> {
  const main = shop.shopMainColor ?? DEFAULT_MAIN_COLOR
  return {
    ...(dark ? DARK : LIGHT),
    '--color-primary': main,
    '--color-primary-light': withAlpha(main, dark ? 0.2 : 0.1),
    '--color-price': shop.priceColor ?? main,
    '--color-nav-text': shop.navigateTextColor ?? (dark ? DARK['--color-text'] : LIGHT['--color-text']),
  }
}

/** The same brand colour for NutUI, through ConfigProvider's theme variables. */
export function nutuiTheme(shop: ShopTheme = {}): Record<string, string> {
  const main = shop.shopMainColor ?? DEFAULT_MAIN_COLOR
  return {
    nutuiColorPrimary: main,
    nutuiColorPrimaryStop1: main,
    nutuiColorPrimaryStop2: main,
    nutuiColorPrimaryPressed: withAlpha(main, 0.8),
    nutuiColorPrimaryLightPressed: withAlpha(main, 0.1),
    nutuiColorPrimaryDisabled: withAlpha(main, 0.4),
    // What NutUI's disabled primary button is painted with (its own default is a pink).
    nutuiColorPrimaryDisabledSpecial: withAlpha(main, 0.4),
  }
}

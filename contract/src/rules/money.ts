/**
 * Money (spec section 5; DESIGN.md: integer cents everywhere, formatted only at display), the one
 * rule both tiers use: the gateway answers yuan with 2 decimals from its cents (`centsToYuan`), the
 * app reads them back to cents (`yuanToCents`, half-up rounding that survives binary fractions:
 * 1.005 -> 101), and amounts are shown with 2 decimals, or without the cents when they are 00.
 */

/** Cents in a yuan. */
export const CENTS_PER_YUAN = 100
/** Spec section 5: money is rounded to 2 decimals. */
export const MONEY_DECIMALS = 2
/** Significant digits kept before rounding: wipes binary noise (1.005 * 100 = 100.49999999999999). */
const PRECISION = 12

/** Rounds half away from zero to `decimals` places, reading the value at 12 significant digits first. */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0
  const scale = 10 ** decimals
  const scaled = Number((Math.abs(value) * scale).toPrecision(PRECISION))
  const rounded = Math.round(scaled) / scale
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** Yuan (as the gateway sends it, 2 decimals) to integer cents. */
export function yuanToCents(yuan: number | null | undefined): number {
  if (yuan === null || yuan === undefined) return 0
  return roundHalfUp(yuan * CENTS_PER_YUAN)
}

/** Integer cents to yuan. */
export function centsToYuan(cents: number): number {
  return roundHalfUp(cents) / CENTS_PER_YUAN
}

/** '12.30': cents shown as yuan with 2 decimals (fractions of a cent rounded half up). */
export function formatMoney(cents: number): string {
  const whole = roundHalfUp(cents)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  return `${sign}${Math.floor(abs / CENTS_PER_YUAN)}.${String(abs % CENTS_PER_YUAN).padStart(MONEY_DECIMALS, '0')}`
}

/** '200' or '199.50': the cents left out when they are 00 (spec section 5, prices). */
export function compactMoney(cents: number): string {
  const text = formatMoney(cents)
  return text.endsWith('.00') ? text.slice(0, -3) : text
}

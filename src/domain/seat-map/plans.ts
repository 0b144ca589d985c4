/**
 * Seat plans (price tiers) on the map: which plan each area sells, a colour per price (the
 * plan's own `colorValue` when it is a valid colour, else a palette by price rank), the legend,
 * and money in cents for the summary.
 */
import type { SeatTable } from './layout'

export interface PriceInfo {
  readonly prefix: string
  readonly yuanNum: string
  readonly centNum: string
  readonly suffix: string
}

export interface PlanInput {
  readonly seatPlanId: string
  readonly seatPlanName: string
  readonly colorValue?: string | null
  /** The gateway's display price, in yuan (may carry cents as decimals). */
  readonly originalPrice: number
  readonly originalPriceInfo?: PriceInfo
  readonly freeCount: number
}

export interface Plan {
  readonly ordinal: number
  readonly seatPlanId: string
  readonly name: string
  readonly colour: string
  readonly priceCents: number
  readonly priceInfo: PriceInfo
  readonly freeCount: number
}

/** Distinct, readable on light and dark, in order of price rank (highest first). */
export const PRICE_PALETTE = ['#E84A5F', '#F28C28', '#F2C14E', '#4CB944', '#2A9D8F', '#3D7DD8', '#8E6BD8', '#D86BB5'] as const

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export const toCents = (yuan: number): number => Math.round(yuan * 100)

function infoOf(plan: PlanInput): PriceInfo {
  if (plan.originalPriceInfo) return plan.originalPriceInfo
  const cents = toCents(plan.originalPrice)
  return { prefix: '¥', yuanNum: String(Math.floor(cents / 100)), centNum: String(cents % 100).padStart(2, '0'), suffix: '' }
}

/** Plans with their colours; ordinals follow the given order. Invalid colours get the palette colour of their price rank. */
export function plansOf(inputs: readonly PlanInput[]): Plan[] {
  const ranked = [...inputs].map((p) => toCents(p.originalPrice)).sort((a, b) => b - a)
  return inputs.map((p, ordinal) => {
    const priceCents = toCents(p.originalPrice)
    const rank = ranked.indexOf(priceCents)
    const colour =
      p.colorValue && HEX.test(p.colorValue) ? p.colorValue : (PRICE_PALETTE[rank % PRICE_PALETTE.length] ?? '#999999')
    return {
      ordinal,
      seatPlanId: p.seatPlanId,
      name: p.seatPlanName,
      colour,
      priceCents,
      priceInfo: infoOf(p),
      freeCount: p.freeCount,
    }
  })
}

/** The legend: highest price first; equal prices keep their order. */
export const legendOrder = (plans: readonly Plan[]): Plan[] =>
  [...plans].sort((a, b) => b.priceCents - a.priceCents || a.ordinal - b.ordinal)

/** Plan ordinal per area (-1: the area sells nothing in this session). */
export function planOfAreas(
  table: SeatTable,
  plans: readonly Plan[],
  areaSeatPlans: Readonly<Record<string, string>>,
): Int16Array {
  const byId = new Map(plans.map((p) => [p.seatPlanId, p.ordinal]))
  const out = new Int16Array(table.areas.length).fill(-1)
  for (const area of table.areas) out[area.ordinal] = byId.get(areaSeatPlans[area.areaId] ?? '') ?? -1
  return out
}

/** Formats cents with a plan's currency prefix and suffix: 128000 -> '¥1280', 12850 -> '¥128.50'. */
export function formatMoney(cents: number, info: Pick<PriceInfo, 'prefix' | 'suffix'> = { prefix: '¥', suffix: '' }): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const fraction = abs % 100
  const text = `${Math.floor(abs / 100)}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`
  return `${sign}${info.prefix}${text}${info.suffix}`
}

/** `#rgb` or `#rrggbb` to [r, g, b]; anything else is grey. */
export function rgbOf(colour: string): [number, number, number] {
  if (!HEX.test(colour)) return [153, 153, 153]
  const hex = colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(1)
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)]
}

/** A colour mixed toward another by `amount` (0: the colour, 1: the other), as `#rrggbb`. */
export function mix(colour: string, toward: string, amount: number): string {
  const a = rgbOf(colour)
  const b = rgbOf(toward)
  const t = Math.min(1, Math.max(0, amount))
  return `#${a
    .map((v, k) =>
      Math.round(v + ((b[k] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/**
 * The price tier chosen before the seat map (booking's `seatPlanId`), as the map's plan ordinal:
 * the legend starts with it picked and "best seats together" looks in it (issue 15 item 9).
 * Undefined when none was chosen or the session has no such tier.
 */
export function chosenPlanOrdinal(
  plans: readonly Pick<Plan, 'ordinal' | 'seatPlanId'>[],
  seatPlanId: string | undefined,
): number | undefined {
  if (!seatPlanId) return undefined
  return plans.find((plan) => plan.seatPlanId === seatPlanId)?.ordinal
}

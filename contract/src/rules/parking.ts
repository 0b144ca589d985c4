/**
 * The parking fee (issue 26, decision D37; docs/decisions/services.md): what a car owes for its
 * stay in a venue's car park, in cents. The gateway charges it; the parking page shows what the
 * gateway answered. A car park carries its own numbers; the sandbox car parks use the defaults.
 *
 * - A stay up to the free period costs nothing.
 * - A longer stay is charged from the entry: each started hour costs the hourly price.
 * - Each 24-hour period from the entry costs at most the daily cap.
 */

export interface ParkingTariff {
  /** A stay this long or shorter costs nothing (minutes). */
  readonly freeMinutes: number
  /** Each started hour, cents. */
  readonly hourlyCents: number
  /** At most this for each 24-hour period from the entry, cents. */
  readonly dailyCapCents: number
}

/** D37's sandbox tariff: the first 30 minutes free, ¥5 per started hour, at most ¥60 a day. */
export const DEFAULT_PARKING_TARIFF: ParkingTariff = { freeMinutes: 30, hourlyCents: 500, dailyCapCents: 6000 }

const MINUTES_PER_HOUR = 60
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR

/** Whole minutes parked between entry and now (a started minute counts; never below 0). */
export function parkedMinutes(enteredAt: number, now: number): number {
  return Math.max(0, Math.ceil((now - enteredAt) / 60_000))
}

/** The fee of a stay of `minutes`, cents. */
export function parkingFee(minutes: number, tariff: ParkingTariff = DEFAULT_PARKING_TARIFF): number {
  if (!Number.isFinite(minutes) || minutes <= tariff.freeMinutes) return 0
  const fullDays = Math.floor(minutes / MINUTES_PER_DAY)
  const rest = minutes - fullDays * MINUTES_PER_DAY
  const restFee = Math.min(tariff.dailyCapCents, Math.ceil(rest / MINUTES_PER_HOUR) * tariff.hourlyCents)
  return fullDays * tariff.dailyCapCents + restFee
}

/**
 * A plate as the car parks read it: Chinese mainland plates (a province character, a letter, then
 * 5 or 6 letters and digits) and Macau plates (MA-12-34, AA-12-34 or M-12-34, with or without the
 * dashes). Spaces, dots and dashes are dropped (one plate, however typed), letters upper-cased.
 */
export function normalisePlate(input: string): string {
  return input.replace(/[\s.·-]/g, '').toUpperCase()
}

const MAINLAND_PLATE = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/
const MACAU_PLATE = /^[A-Z]{1,2}\d{4}$/

export function isPlate(input: string): boolean {
  const plate = normalisePlate(input)
  return MAINLAND_PLATE.test(plate) || MACAU_PLATE.test(plate)
}

/** Pre-filled ticket-grab information (spec section 4): when a show takes it, and its grab period. */
import { effectiveStatus, type ShowRow } from './shows'

/** A show takes pre-filled information while it is in pre-sale with a known sale time. */
export function supportsPreFill(show: Pick<ShowRow, 'status' | 'sale_time' | 'last_show_time'>, now: number): boolean {
  return show.sale_time !== null && effectiveStatus(show, now) === 'PRE_SALE'
}

/** The grab period: from the sale opening (the earlier of sale and priority sale) to the last session. */
export function grabPeriod(show: Pick<ShowRow, 'sale_time' | 'priority_sale_time' | 'last_show_time'>) {
  const opens = [show.sale_time, show.priority_sale_time].filter((time): time is number => time !== null)
  return { start: opens.length ? Math.min(...opens) : 0, end: show.last_show_time }
}

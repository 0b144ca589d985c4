/**
 * The printed commemorative stub's rules (D6; docs/decisions/ticket-holder.md): a shop's stub
 * goods (goods_spus.stub) is printed for one used or past ticket, one at a time, ordered from
 * that ticket (ticket-stub-print), never from the shelf or the cart.
 */
import { refuse } from './common'
import type { GoodsLine } from './goods'
import { t } from './text'

export const STUB_CODES = {
  /** The ticket has no stub yet: only a used ticket or one whose session is over (not refunded or given away). */
  notReady: 22041021,
  /** A printed stub of this ticket is ordered already (unpaid or paid). */
  printed: 22041022,
  /** The stub goods is ordered from a ticket (ticket-stub-print), not from the shelf or the cart; or this shop prints none. */
  fromTicket: 22041023,
} as const

/** A printed stub is one copy of one ticket: the only line of its order, quantity 1. */
export const STUB_COPIES = 1

/** Refuses stub goods among shelf lines (D6: a stub is ordered from its ticket). */
export function refuseShelfStubs(lines: readonly GoodsLine[]): void {
  if (lines.some((line) => line.spu.stub))
    throw refuse(
      STUB_CODES.fromTicket,
      t(
        '纪念票根需从已使用的门票下单：票舱 > 历史门票 > 纪念票根',
        '紀念票根需從已使用的門票下單：票艙 > 歷史門票 > 紀念票根',
        'A printed stub is ordered from a used ticket: Tickets > Past tickets > Stubs',
      ),
    )
}

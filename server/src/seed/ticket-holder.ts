/**
 * The ticket holder's seed (issue 20): the real-name show whose holders may be named after the
 * purchase, until its `identityLimitTime` (D9): the free real-name exhibition SH1020, two hours
 * before its first session; the mainland shop's printed stub (D6), ordered from a used or past
 * ticket only; and a keyring sold with the jazz trio's show (goods to add to its paid orders:
 * order-add-purchase, issue 21). Deterministic: relative to the seeded sessions.
 */
import type { Seeder } from './index'

/** The free real-name exhibition (e2e FREE_SHOW) takes its holders until two hours before it opens. */
export const REAL_NAME_SUPPLEMENT_SHOW = 'SH1020'
const SUPPLEMENT_BEFORE_START_MS = 2 * 60 * 60 * 1000

/** The mainland shop's printed commemorative stub (D6: one design per sku). */
export const STUB_GOODS_ID = 'G1011'

/** The shelf's theatre keyring, sold with the Cloud Jazz Trio (a show without a seat map: e2e adds it to an order). */
export const ADD_PURCHASE_GOODS = { spuId: 'G1017', showId: 'SH1054' } as const

export const seedTicketHolder: Seeder = (db) => {
  const stubs = db.prepare('UPDATE goods_spus SET stub = 1 WHERE id = ?').run(STUB_GOODS_ID)
  const tied = db
    .prepare('UPDATE goods_spus SET show_id = ? WHERE id = ?')
    .run(ADD_PURCHASE_GOODS.showId, ADD_PURCHASE_GOODS.spuId)
  const { changes } = db
    .prepare(
      `UPDATE shows SET identity_limit_time =
         (SELECT MIN(start_time) FROM sessions_show WHERE show_id = shows.id) - ?
       WHERE id = ?`,
    )
    .run(SUPPLEMENT_BEFORE_START_MS, REAL_NAME_SUPPLEMENT_SHOW)
  return { realNameSupplementShows: Number(changes), stubGoods: Number(stubs.changes), addPurchaseGoods: Number(tied.changes) }
}

/** What one create order may carry (the gateway refuses more with a 400; the body schema says so). */

/** Items (seat plans or goods skus) per order. */
export const MAX_ITEMS = 10
/** Units per item: of the seat plan, or of the goods sku. */
export const MAX_UNITS_PER_ITEM = 50

/** An unpaid order (and a waitlist registration that got tickets) holds them this many minutes. */
export const ORDER_HOLD_MINUTES = 15
/** A paid order may be rebooked until this many hours before its session (D13). */
export const REBOOK_CLOSES_HOURS = 24
/** A delivered goods order may be returned for this many days after delivery (D36; 7 days, no reason needed). */
export const GOODS_RETURN_DAYS = 7

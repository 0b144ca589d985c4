/** What one create order may carry (the gateway refuses more with a 400; the body schema says so). */

/** Items (seat plans or goods skus) per order. */
export const MAX_ITEMS = 10
/** Units per item: of the seat plan, or of the goods sku. */
export const MAX_UNITS_PER_ITEM = 50

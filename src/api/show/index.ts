/**
 * Show endpoints (spec section 7, Shows), one module per sub-domain; `@/api/show` keeps naming
 * them all:
 *
 * - catalogue: the show detail (static and dynamic, merged), service notes, description, announcements;
 * - sessions: sessions and seat plans (static and dynamic, merged), v5 sessions, age limits;
 * - buying: the sale reminder, tickets held, shortage registration, waitlist, purchase captcha;
 * - goods-and-pre-fill: the goods sold with the show and the pre-filled ticket-grab info.
 *
 * The seat map's endpoints are in `@/api/seatmap`.
 */
export * from './catalogue'
export * from './sessions'
export * from './buying'
export * from './goods-and-pre-fill'
export * from './privilege'

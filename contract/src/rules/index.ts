/**
 * Rules both tiers apply identically (issue 18 item 1): pure functions and constants, no TypeBox,
 * safe to bundle into the app. Import as `@showtix/contract/rules`.
 */
// Accounts (contract.md): the phone areas and the address-detail rule.
export * from './phone'
export * from './address'
// Catalogue (contract-catalogue.md): show statuses, the buyable rule, seat picking.
export * from './show-status'
// Trade (contract-trade.md): money, the discounts, points and the order of application.
export * from './money'
export * from './discounts'
export * from './points'
export * from './fees'
export * from './order-limits'
// Membership (membership.md): earning, levels, expiry, the member centre's layout numbers.
export * from './membership'
// Tickets (ticket-holder.md): the rotating entry code.
export * from './gate-code'
export * from './real-name'
// Orders after the sale (orders-after-sale.md): refund tiers by the hours before the start.
export * from './refund'
// Coupons (coupons.md): share packets of MULTI_USER coupons (D20).
export * from './coupon-share'
export * from './coupon-pick'
// Transfer (transfer-and-share.md): D8's rules, the acceptance window and states.
export * from './transfer'
// Custom buttons (D10): how many a ticket shows.
export * from './custom-buttons'
// Services (services.md): the parking fee and plates.
export * from './parking'
// Open shows (services.md): the registration fields' check, places left.
export * from './open-show'
// Combo tickets (services.md): the bundle price (D27).
export * from './combo'
// Invoices (orders-after-sale.md): the apply form's rules and the state names (D14).
export * from './invoice'
// Payments (purchase-pricing.md): what can pay inside WeChat's or a bank's browser (D21).
export * from './pay-browser'
// Services (services.md): reservation slots and capacity (D26), vote windows and daily limits (D25).
export * from './reserve'
export * from './votes'
// Scanned codes (ticket-holder.md): the CP_ID of a launch query.
export * from './scan-code'
// Student verification (membership.md): its refusals, beside the student-only rule (D28).
export * from './student'

/**
 * Rules both tiers apply identically (issue 18 item 1): pure functions and constants, no TypeBox,
 * safe to bundle into the app. Import as `@showtix/contract/rules`.
 */
export * from './show-status'

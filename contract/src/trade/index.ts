/** The trade domain's schemas (one file per route group; export each file here). */
export { TradeId, TradeLang, TradeLangQuery, TradePaging } from './common'
export * from './orders'
export * from './payments'
export * from './tickets'
export * from './coupons'
export * from './invoices'
export * from './promotions'
export * from './refunds'

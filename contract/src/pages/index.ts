/** The pages domain's schemas (one file per route group; export each file here). */
export * from './show-pages'
export * from './shows-lists'
export * from './pre-fill'
export * from './home-pages'
export * from './short-codes'
export * from './scan-codes'

/** The catalogue domain's schemas (one file per route group; export each file here). */
export * from './common'
export * from './geo'
export * from './goods'
export * from './home'
export * from './places'
export * from './seatmap'
export * from './shop'
export * from './shows'

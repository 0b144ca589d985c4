/** The seat map's pure rules (DESIGN.md): layout, states, spatial index, view geometry, selection, best available, plans. */
export * from './layout'
export * from './states'
export * from './spatial-index'
export * from './geometry'
export * from './selection'
export * from './best-available'
export * from './plans'
export * from './labels'

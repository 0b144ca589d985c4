/** Combo tickets (issue 26, D27): combo activities, their price and their order. */
export * from './combo'

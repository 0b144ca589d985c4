import { createStore } from 'jotai'

/**
 * The app's one jotai store. Pages are separate React roots on mini-programs, so they share
 * state through this store (given to every page by the page shell), not through context alone.
 */
export const store = createStore()

import type { Seeder } from './index'

/** The catalogue seed (to be written). */
export const seedCatalogue: Seeder = () => ({})

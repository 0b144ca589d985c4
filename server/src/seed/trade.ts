import type { Seeder } from './index'

/** The trade seed (to be written). */
export const seedTrade: Seeder = () => ({})

import type { Seeder } from './index'

/** The accounts seed (to be written). */
export const seedAccounts: Seeder = () => ({})

import type { App } from '../../app'

/** The catalogue routes (to be written). */
export default async function catalogueRoutes(_app: App): Promise<void> {}

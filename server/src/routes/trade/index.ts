import type { App } from '../../app'

/** The trade routes (to be written). */
export default async function tradeRoutes(_app: App): Promise<void> {}

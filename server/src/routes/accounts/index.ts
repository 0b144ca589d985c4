import type { App } from '../../app'

/** The accounts routes (to be written). */
export default async function accountsRoutes(_app: App): Promise<void> {}

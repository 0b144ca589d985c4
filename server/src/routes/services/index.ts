import type { App } from '../../app'
import parkingRoutes from './parking'

/** The services around the show (issue 26; docs/decisions/services.md): parking, ... */
export default async function servicesRoutes(app: App): Promise<void> {
  await parkingRoutes(app)
}

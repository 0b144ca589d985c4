import type { App } from '../../app'
import comboRoutes from './combo'
import parkingRoutes from './parking'
import siteCodeRoutes from './site-code'
import openShowRoutes from './open-show'
import reserveRoutes from './reserve'
import voteRoutes from './votes'

/** The services around the show (issue 26; docs/decisions/services.md): parking, the on-site code, ... */
export default async function servicesRoutes(app: App): Promise<void> {
  await parkingRoutes(app)
  await siteCodeRoutes(app)
  await openShowRoutes(app)
  await comboRoutes(app)
  await reserveRoutes(app)
  await voteRoutes(app)
}

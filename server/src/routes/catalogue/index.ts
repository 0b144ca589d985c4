import type { App } from '../../app'
import couponPageRoutes from './coupon-pages'
import geoRoutes from './geo'
import goodsRoutes from './goods'
import homeRoutes from './home'
import placeRoutes from './places'
import placeExtraRoutes from './places-extra'
import seatMapRoutes from './seatmap'
import shopRoutes from './shop'
import showRoutes from './shows'
import staticRoutes from './static'

/**
 * The catalogue: places, shows, sessions, seat plans and seat maps, tours, show groups and
 * venues, page layouts and announcements, shop configuration, goods, coupon templates and
 * member levels, and the generated images. All public (a `pub` segment); the shop is the
 * merchant-id header's (default: the mainland shop).
 */
export default async function catalogueRoutes(app: App): Promise<void> {
  for (const register of [
    geoRoutes,
    showRoutes,
    seatMapRoutes,
    placeRoutes,
    placeExtraRoutes,
    homeRoutes,
    shopRoutes,
    goodsRoutes,
    staticRoutes,
    couponPageRoutes,
  ]) {
    await register(app)
  }
}

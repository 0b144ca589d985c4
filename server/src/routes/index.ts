import type { App } from '../app'
import accounts from './accounts'
import auth from './auth'
import catalogue from './catalogue'
import dev from './dev'
import homePages from './home-pages'
import info from './info'
import platform from './platform'
import preFill from './pre-fill'
import risk from './risk'
import scanCodes from './scan-codes'
import shortCodes from './short-codes'
import services from './services'
import showPages from './show-pages'
import showsLists from './shows-lists'
import trade from './trade'

/** Every route module; each registers its own paths under the service prefixes. */
export const ROUTE_MODULES: ReadonlyArray<(app: App) => Promise<void>> = [
  dev,
  auth,
  accounts,
  catalogue,
  trade,
  info,
  risk,
  showsLists,
  showPages,
  preFill,
  homePages,
  shortCodes,
  scanCodes,
  services,
  platform,
]

import type { App } from '../app'
import dev from './dev'
import auth from './auth'

/** Every route module; each registers its own paths under the service prefixes. */
export const ROUTE_MODULES: ReadonlyArray<(app: App) => Promise<void>> = [dev, auth]

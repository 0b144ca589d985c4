/**
 * Where requests go (spec section 7): the gateway host and the service prefixes are
 * configuration, so a merchant points the app at its own gateway without a code change.
 */

/** The services of spec section 7, each under its own path prefix on the host. */
export type ServiceName = 'user' | 'show' | 'trade' | 'home' | 'fulfill' | 'gateway' | 'buyer' | 'customer' | 'adapter'

export type ServicePrefixes = Readonly<Record<ServiceName, string>>

/** Spec section 7: cyy_gatewayapi/user, show, trade, home, fulfill; cyy_buyerapi; cyy_gatewayapi; cyy_customerapi; fhl_adapterapi. */
export const DEFAULT_PREFIXES: ServicePrefixes = {
  user: '/cyy_gatewayapi/user',
  show: '/cyy_gatewayapi/show',
  trade: '/cyy_gatewayapi/trade',
  home: '/cyy_gatewayapi/home',
  fulfill: '/cyy_gatewayapi/fulfill',
  gateway: '/cyy_gatewayapi',
  buyer: '/cyy_buyerapi',
  customer: '/cyy_customerapi',
  adapter: '/fhl_adapterapi',
}

export interface HttpConfig {
  /** Scheme and authority of the gateway, e.g. `https://gateway.example.com` (no trailing slash needed). */
  readonly host: string
  readonly prefixes: ServicePrefixes
}

/** A configuration for a host, with the default prefixes unless some are given. */
export function createHttpConfig(host: string, prefixes: Partial<ServicePrefixes> = {}): HttpConfig {
  return { host: host.replace(/\/+$/, ''), prefixes: { ...DEFAULT_PREFIXES, ...prefixes } }
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i

/** The path on the host for a service path: `('show', '/pub/v3/spus')` -> `/cyy_gatewayapi/show/pub/v3/spus`. */
export function servicePath(config: HttpConfig, service: ServiceName | undefined, path: string): string {
  const tail = path.startsWith('/') ? path : `/${path}`
  if (!service) return tail
  return `${config.prefixes[service].replace(/\/+$/, '')}${tail}`
}

/** The full URL without query: an absolute URL (an upload host) is kept as it is. */
export function baseUrl(config: HttpConfig, service: ServiceName | undefined, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path
  return `${config.host}${servicePath(config, service, path)}`
}

/** The path part of a URL (no scheme, host or query). */
export function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? ''
  return ABSOLUTE_URL.test(withoutQuery) ? withoutQuery.replace(ABSOLUTE_URL, '').replace(/^[^/]*/, '') || '/' : withoutQuery
}

/** The services whose non-public paths need a logged-in user (spec section 5: gateway and buyer). */
const LOGIN_SERVICES: readonly ServiceName[] = ['user', 'show', 'trade', 'home', 'fulfill', 'gateway', 'buyer']

/** The segment that marks a public path. */
export const PUBLIC_SEGMENT = 'pub'

/**
 * Spec section 5: a gateway or buyer path without a `pub` segment needs a logged-in user.
 * `path` is the path on the host (prefix included).
 */
export function needsLogin(config: HttpConfig, path: string): boolean {
  const underLoginService = LOGIN_SERVICES.some((service) => {
    const prefix = config.prefixes[service].replace(/\/+$/, '')
    return path === prefix || path.startsWith(`${prefix}/`)
  })
  return underLoginService && !path.split('/').includes(PUBLIC_SEGMENT)
}

/**
 * The web-view page opens only allowed addresses: https (http only for the gateway itself, as in
 * development), no credentials in the address, and a host that is
 * - the gateway's host, or the H5 page's own host when the gateway is served from it;
 * - a host the shop's configuration names (its online customer service, its company WeChat):
 *   the gateway vouches for those;
 * - one of the trusted domains, or a subdomain of one.
 * Anything else (another scheme, an unknown host, a malformed address) is refused, so a crafted
 * `/webView?url=` cannot show a stranger's page inside the app.
 */

/**
 * Domains the app trusts with their subdomains: WeChat's customer-service pages, and the
 * reference shops' own web domains (example.com, example.mo: the seeded campaign and support
 * pages). A merchant's build lists its own here.
 */
export const TRUSTED_WEB_DOMAINS: readonly string[] = ['weixin.qq.com', 'example.com', 'example.mo']

export interface WebViewPolicy {
  /** The gateway's scheme and host (`https://api.shop.com`); '' when it is the page's own origin. */
  readonly gatewayHost: string
  /** The H5 page's own origin, when there is one. */
  readonly pageOrigin?: string
  /** Addresses from the shop's configuration whose hosts are allowed. */
  readonly shopUrls?: ReadonlyArray<string | null | undefined>
  readonly trustedDomains?: readonly string[]
}

interface Parsed {
  readonly scheme: string
  readonly host: string
}

/** Scheme and lower-case host (with port) of an absolute http(s) address; undefined otherwise. */
export function parseWebUrl(raw: string | null | undefined): Parsed | undefined {
  const match = /^(https?):\/\/([^/?#]*)(?:[/?#]|$)/i.exec((raw ?? '').trim())
  if (!match) return undefined
  const authority = match[2] ?? ''
  if (!authority || authority.includes('@') || /[\s\\]/.test(authority)) return undefined
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(authority)) return undefined
  return { scheme: (match[1] ?? '').toLowerCase(), host: authority.toLowerCase() }
}

const hostOnly = (host: string) => host.replace(/:\d+$/, '')

/** The address when the web-view page may open it, else undefined. */
export function allowedWebUrl(raw: string | null | undefined, policy: WebViewPolicy): string | undefined {
  const url = (raw ?? '').trim()
  const parsed = parseWebUrl(url)
  if (!parsed) return undefined
  const own = [policy.gatewayHost, policy.gatewayHost ? '' : (policy.pageOrigin ?? '')]
    .map(parseWebUrl)
    .filter((item): item is Parsed => item !== undefined)
  if (own.some((item) => item.host === parsed.host && item.scheme === parsed.scheme)) return url
  if (parsed.scheme !== 'https') return undefined
  const shopHosts = (policy.shopUrls ?? []).map(parseWebUrl).filter((item): item is Parsed => item?.scheme === 'https')
  if (shopHosts.some((item) => item.host === parsed.host)) return url
  const name = hostOnly(parsed.host)
  const trusted = (policy.trustedDomains ?? TRUSTED_WEB_DOMAINS).map((domain) => domain.toLowerCase().replace(/^\.+/, ''))
  return trusted.some((domain) => domain && (name === domain || name.endsWith(`.${domain}`))) ? url : undefined
}

/**
 * Layout pages (spec section 2: pages requested by type HOME, TOPIC...): the gateway's layout
 * components read into a typed list the screens render, where a banner or a category goes
 * (a page of the app, another mini-program, or a web page), and the masonry component's paging.
 * Pure: the route table comes in as data.
 */

/** Spec section 9: the masonry component loads 20 items a page. */
export const MASONRY_PAGE_SIZE = 20
/** Spec section 9: an announcement shows in 2 lines. */
export const ANNOUNCEMENT_LINES = 2
/** The page source the home tab's announcement read records carry. */
export const HOME_PAGE_SOURCE = 'HOME'
/** A banner carousel's interval when the layout names none (ms). */
export const DEFAULT_BANNER_INTERVAL_MS = 4000

export interface JumpDetails {
  readonly type?: string | null
  readonly path?: string | null
  readonly appId?: string | null
}

export interface Banner {
  readonly bannerId: string
  readonly title: string
  readonly imageUrl: string
  readonly navigateUrl?: string
  readonly jumpDetails?: JumpDetails | null
}

export interface CategoryItem {
  readonly code: string
  readonly name: string
  readonly icon?: string
  readonly navigateUrl?: string
}

export interface Notice {
  readonly noticeId: string
  readonly noticeTitle: string
  readonly read?: boolean
}

/** A masonry item: a show card or a goods card (the gateway mixes goods in). */
export type MasonryItem<Show> =
  { readonly itemType: 'SHOW'; readonly data: Show } | { readonly itemType: 'SPU'; readonly data: GoodsCard }

export interface GoodsCard {
  readonly spuId: string
  readonly name: string
  readonly posterUrl: string
  readonly minPriceInfo?: { readonly prefix?: string; readonly yuanNum?: string; readonly centNum?: string } | null
  readonly soldOut?: boolean
}

export type LayoutComponent<Show> =
  | {
      readonly kind: 'banner'
      readonly id: string
      readonly items: readonly Banner[]
      readonly autoplay: boolean
      readonly interval: number
    }
  | { readonly kind: 'categories'; readonly id: string; readonly title: string; readonly items: readonly CategoryItem[] }
  | { readonly kind: 'announcement'; readonly id: string; readonly title: string; readonly items: readonly Notice[] }
  | { readonly kind: 'shows'; readonly id: string; readonly title: string; readonly shows: readonly Show[] }
  | { readonly kind: 'masonry'; readonly id: string; readonly title: string; readonly pageSize: number }
  | { readonly kind: 'richText'; readonly id: string; readonly html: string }
  /** Coupon templates to claim (issue 25); the block reads them, with the buyer's state, by its id. */
  | { readonly kind: 'coupons'; readonly id: string; readonly title: string }

export interface Layout<Show> {
  readonly layoutId: string | null
  readonly title: string
  readonly components: ReadonlyArray<LayoutComponent<Show>>
}

type Raw = Record<string, unknown>
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function banner(raw: unknown): Banner | undefined {
  if (!isObject(raw) || !text(raw.bannerId) || !text(raw.imageUrl)) return undefined
  const jump = isObject(raw.jumpDetails) ? (raw.jumpDetails as JumpDetails) : null
  return {
    bannerId: text(raw.bannerId),
    title: text(raw.title),
    imageUrl: text(raw.imageUrl),
    navigateUrl: text(raw.navigateUrl),
    jumpDetails: jump,
  }
}

function category(raw: unknown): CategoryItem | undefined {
  if (!isObject(raw) || !text(raw.code) || !text(raw.name)) return undefined
  return { code: text(raw.code), name: text(raw.name), icon: text(raw.icon), navigateUrl: text(raw.navigateUrl) }
}

function notice(raw: unknown): Notice | undefined {
  if (!isObject(raw) || !text(raw.noticeId) || !text(raw.noticeTitle)) return undefined
  return { noticeId: text(raw.noticeId), noticeTitle: text(raw.noticeTitle), ...(raw.read === true ? { read: true } : {}) }
}

const defined = <T>(value: T | undefined): value is T => value !== undefined

/** A positive whole number, else the fallback. */
function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * The gateway's layout components as the screens render them, in order. A component of a type the
 * app does not draw, or with nothing to show (no banners, no shows, no notices), is left out;
 * shows are kept only when `isShow` accepts them.
 */
export function layoutComponents<Show>(raw: unknown, isShow: (value: unknown) => value is Show): LayoutComponent<Show>[] {
  const out: LayoutComponent<Show>[] = []
  for (const item of list(raw)) {
    if (!isObject(item)) continue
    const id = text(item.componentId)
    const title = text(item.title)
    const config = isObject(item.config) ? item.config : {}
    switch (item.componentType) {
      case 'BANNER': {
        const items = list(item.items).map(banner).filter(defined)
        if (items.length)
          out.push({
            kind: 'banner',
            id,
            items,
            autoplay: config.autoplay !== false,
            interval: positive(config.interval, DEFAULT_BANNER_INTERVAL_MS),
          })
        break
      }
      case 'CATEGORY_NAV': {
        const items = list(item.items).map(category).filter(defined)
        if (items.length) out.push({ kind: 'categories', id, title, items })
        break
      }
      case 'ANNOUNCEMENT': {
        const items = list(item.data).map(notice).filter(defined)
        if (items.length) out.push({ kind: 'announcement', id, title, items })
        break
      }
      case 'SHOW_LIST': {
        const shows = list(item.data).filter(isShow)
        if (shows.length) out.push({ kind: 'shows', id, title, shows })
        break
      }
      case 'MASONRY':
        if (id) out.push({ kind: 'masonry', id, title, pageSize: Math.min(positive(item.pageSize, MASONRY_PAGE_SIZE), 50) })
        break
      case 'COUPON':
        if (id && list(item.data).some((one) => isObject(one) && text(one.couponTemplateId)))
          out.push({ kind: 'coupons', id, title })
        break
      case 'RICH_TEXT':
        if (text(item.html).trim()) out.push({ kind: 'richText', id, html: text(item.html) })
        break
      default:
        break
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Where a banner or a category goes

/** A page of the route table with its web paths (`/content/:showId`). */
export interface WebRoute {
  readonly name: string
  readonly web: readonly string[]
}

export type LinkTarget =
  | { readonly kind: 'page'; readonly page: string; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'miniProgram'; readonly appId: string; readonly path: string }
  | { readonly kind: 'web'; readonly url: string }
  | { readonly kind: 'none' }

const NONE: LinkTarget = { kind: 'none' }

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The page of an app path (`/content/SH1001`, `/all?backendCategoryCode=CONCERT`,
 * `pages/list/list`) with its parameters: path parameters from the web path's `:names`, plus the
 * query. Page paths (`/pages/...`, `/package-show/pages/...`) match through `pagePath`.
 */
export function matchAppPath(
  raw: string,
  routes: readonly WebRoute[],
  pagePath?: (name: string) => string,
): { page: string; params: Record<string, string> } | undefined {
  const trimmed = raw.trim()
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return undefined
  const [pathPart = '', queryPart = ''] = trimmed.split('#')[0]!.split('?')
  const path = `/${pathPart.replace(/^\/+/, '').replace(/\/+$/, '')}`
  const query: Record<string, string> = {}
  for (const pair of queryPart.split('&')) {
    if (!pair) continue
    const [key = '', value = ''] = pair.split('=')
    if (key) query[decode(key)] = decode(value.replace(/\+/g, ' '))
  }
  const segments = path.split('/')
  for (const route of routes) {
    for (const pattern of route.web) {
      const parts = pattern.split('/')
      if (parts.length !== segments.length) continue
      const params: Record<string, string> = {}
      const matches = parts.every((part, index) => {
        const segment = segments[index] ?? ''
        if (part.startsWith(':')) {
          if (!segment) return false
          params[part.slice(1)] = decode(segment)
          return true
        }
        return part === segment
      })
      if (matches) return { page: route.name, params: { ...query, ...params } }
    }
    if (pagePath && `/${pagePath(route.name)}` === path) return { page: route.name, params: query }
  }
  return undefined
}

/**
 * Where a banner goes (spec section 3, Banner: navigateUrl, jumpDetails type/path/appId):
 * jumpDetails first (MINI_PROGRAM with an app id opens that mini-program; H5 a web page; PAGE an
 * app path), else navigateUrl (an app path, or an http(s) address for the web view). A path the
 * app does not have goes nowhere.
 */
export function linkTarget(
  link: { readonly navigateUrl?: string | null; readonly jumpDetails?: JumpDetails | null },
  routes: readonly WebRoute[],
  pagePath?: (name: string) => string,
): LinkTarget {
  const jump = link.jumpDetails
  const type = (jump?.type ?? '').toUpperCase()
  const jumpPath = (jump?.path ?? '').trim()
  if (type === 'MINI_PROGRAM') {
    const appId = (jump?.appId ?? '').trim()
    return appId ? { kind: 'miniProgram', appId, path: jumpPath } : NONE
  }
  const candidate = type && jumpPath ? jumpPath : (link.navigateUrl ?? '').trim()
  if (!candidate) return NONE
  if (/^https?:\/\//i.test(candidate)) return { kind: 'web', url: candidate }
  if (type === 'H5') return NONE
  const page = matchAppPath(candidate, routes, pagePath)
  return page ? { kind: 'page', page: page.page, params: page.params } : NONE
}

/** Whether a banner or category names a link at all (one without is a picture, nothing to follow). */
export function hasLink(link: { readonly navigateUrl?: string | null; readonly jumpDetails?: JumpDetails | null }): boolean {
  const jump = link.jumpDetails
  return Boolean(link.navigateUrl?.trim() || jump?.path?.trim() || jump?.appId?.trim())
}

/**
 * Whether a link can be followed here (issue 15 item 8): an app page, a web page, or another
 * mini-program where mini-programs can be opened. A banner whose link cannot (a path the app does
 * not have, a mini-program on the web) is not shown: a tap on it would do nothing. A banner
 * without a link is a picture and stays.
 */
export function canFollow(
  link: { readonly navigateUrl?: string | null; readonly jumpDetails?: JumpDetails | null },
  routes: readonly WebRoute[],
  canOpenMiniProgram: boolean,
  pagePath?: (name: string) => string,
): boolean {
  if (!hasLink(link)) return true
  const target = linkTarget(link, routes, pagePath)
  if (target.kind === 'none') return false
  return target.kind !== 'miniProgram' || canOpenMiniProgram
}

// ---------------------------------------------------------------------------------------------
// Masonry paging

export interface MasonryPage<T> {
  readonly list: readonly T[]
  readonly total?: number
  readonly hasMore?: boolean
}

export interface MasonryState<T> {
  readonly items: readonly T[]
  /** The offset of the next page. */
  readonly offset: number
  readonly done: boolean
}

export const EMPTY_MASONRY: MasonryState<never> = { items: [], offset: 0, done: false }

/**
 * A page appended: the next offset moves by what the gateway sent, and the list is done when it
 * says there is no more, when the total is reached, or when a page comes back short or empty
 * (so a gateway that never says `hasMore: false` cannot keep the list loading forever).
 */
export function appendPage<T>(
  state: MasonryState<T>,
  page: MasonryPage<T>,
  pageSize: number = MASONRY_PAGE_SIZE,
): MasonryState<T> {
  const items = [...state.items, ...page.list]
  const offset = state.offset + page.list.length
  const done =
    page.hasMore === false ||
    page.list.length === 0 ||
    page.list.length < pageSize ||
    (typeof page.total === 'number' && offset >= page.total)
  return { items, offset, done }
}

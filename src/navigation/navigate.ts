import Taro from '@tarojs/taro'
import { loginBackDelta } from '@/domain/oauth'
import { webRouter } from '@/platform/env'
import { PAGES, findPageByPath, type PageDef, type PageName } from '@/routes'
import { isLoggedInAtom } from '@/state/session'
import { store } from '@/state/store'
import { tabParamsAtom } from '@/state/tab-params'
import { pageUrl, resolvePage, webUrl, type ParamValue, type RawParams } from './resolve'

/** Spec section 9: a second open of the same page within 100 ms is ignored. */
export const DUPLICATE_OPEN_MS = 100
/** Spec section 9: the page stack holds at most 10; beyond it, mini-programs redirect. */
export const PAGE_STACK_LIMIT = 10

type PathParams<S extends string> = S extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : S extends `${string}:${infer Name}`
    ? Name
    : never

type Def<N extends PageName> = (typeof PAGES)[N]
type FirstWeb<N extends PageName> = Def<N> extends { web: readonly [infer F extends string, ...unknown[]] } ? F : ''
type Declared<N extends PageName> = Def<N> extends PageDef<infer P> ? P[number] : never

/** The names of the required parameters: those of the page's first web path plus the declared ones. */
export type RequiredParamNames<N extends PageName> = PathParams<FirstWeb<N>> | Declared<N>

/** Required parameters, plus any others. */
export type NavParams<N extends PageName> = { readonly [K in RequiredParamNames<N>]: ParamValue } & RawParams

export type NavigateMode = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch'

export interface NavigateOptions {
  /** Replace the current page instead of pushing. */
  readonly replace?: boolean
  /** Close every page and open this one alone (a state nothing underneath survives: the shop closed). */
  readonly alone?: boolean
}

/**
 * Resolves once the first page has mounted (the page shell says so) and the router has shown it.
 * A navigation the app starts by itself at launch (the shop-state page for a closed shop) waits
 * for it: on H5, a redirect while the first page is still loading left that page on screen under
 * the new address.
 */
let firstPageShown: () => void = () => undefined
const firstPage = new Promise<void>((resolve) => {
  firstPageShown = resolve
})
export function markPageShown(): void {
  firstPageShown()
}
export function afterFirstPage(): Promise<void> {
  return firstPage.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}

/** Which login page opens (spec section 2); shop configuration sets it once loaded. */
let loginPage: PageName = 'login'
export function setLoginPage(name: PageName): void {
  loginPage = name
}

/**
 * A user who came from a channel partner (the address carried its marker, `channelCode`) logs in
 * through the partner: the guard opens `channel-login` for that partner instead of the shop's
 * login page (spec section 6). Set by the page shell from the launch query.
 */
let partnerChannel: string | undefined
export function setPartnerLogin(channelCode: string | undefined): void {
  partnerChannel = channelCode
}

function loginTarget(): [PageName, RawParams] {
  return partnerChannel ? ['channelLogin', { channelCode: partnerChannel }] : [loginPage, {}]
}

interface Pending {
  readonly name: PageName
  readonly params: RawParams
}
let afterLogin: Pending | undefined
let lastOpen: { url: string; at: number } | undefined

/** How a page is opened, given the current stack depth. */
export function chooseMode(name: PageName, depth: number, options: NavigateOptions, h5: boolean = webRouter): NavigateMode {
  if (PAGES[name].tab) return 'switchTab'
  if (options.alone) return 'reLaunch'
  if (options.replace) return 'redirectTo'
  if (!h5 && depth >= PAGE_STACK_LIMIT) return 'redirectTo'
  return 'navigateTo'
}

/**
 * The URL the Taro navigation APIs get. On H5 it is the page's web path (`/content/123`): given a
 * page path, Taro's router would swap in the first alias literally (`/content/:showId`).
 */
export function targetUrl(name: PageName, params: RawParams = {}, h5: boolean = webRouter): string {
  if (PAGES[name].tab) return h5 ? webUrl(name) : pageUrl(name)
  return h5 ? webUrl(name, params) : pageUrl(name, params)
}

async function open(mode: NavigateMode, url: string): Promise<void> {
  const api = { navigateTo: Taro.navigateTo, redirectTo: Taro.redirectTo, switchTab: Taro.switchTab, reLaunch: Taro.reLaunch }[
    mode
  ]
  await api({ url })
}

/**
 * Opens a page by name. The login guard sends an anonymous user to login first and
 * `resumeAfterLogin()` brings them on; a repeat within 100 ms is ignored; the stack limit holds.
 * Resolves to false when nothing was opened.
 */
export async function navigate<N extends PageName>(
  name: N,
  // Parameters are optional only for a page without required ones (`keyof NavParams` is always
  // `string` because of RawParams' index signature, so it cannot tell).
  ...[params, options = {}]: [RequiredParamNames<N>] extends [never]
    ? [RawParams?, NavigateOptions?]
    : [NavParams<N>, NavigateOptions?]
): Promise<boolean> {
  return openPage(name, params ?? {}, options)
}

/** `navigate()` for a page chosen at run time (a tab, a banner): parameters unchecked. */
export async function openPage(name: PageName, given: RawParams = {}, options: NavigateOptions = {}): Promise<boolean> {
  const target = resolvePage(name, given)
  if (PAGES[target].login && !store.get(isLoggedInAtom)) {
    afterLogin = { name: target, params: given }
    return go(...loginTarget(), options)
  }
  return go(target, given, options)
}

/** A tab's parameters go through the store (state/tab-params): switchTab carries no query. */
function leaveTabParams(name: PageName, params: RawParams): void {
  const given = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')
  if (given.length === 0) return
  const previous = store.get(tabParamsAtom)
  store.set(tabParamsAtom, {
    page: name,
    params: Object.fromEntries(given.map(([key, value]) => [key, String(value)])),
    seq: (previous?.seq ?? 0) + 1,
  })
}

async function go(name: PageName, params: RawParams, options: NavigateOptions): Promise<boolean> {
  const url = targetUrl(name, params)
  const now = Date.now()
  if (lastOpen && lastOpen.url === url && now - lastOpen.at < DUPLICATE_OPEN_MS) return false
  lastOpen = { url, at: now }
  if (PAGES[name].tab) leaveTabParams(name, params)
  await open(chooseMode(name, Taro.getCurrentPages().length, options), url)
  return true
}

/**
 * A page that needs login, opened by an anonymous user without `navigate()` (a shared link, a
 * reload, a reopened mini-program): the login page takes its place, and `resumeAfterLogin()`
 * brings the user back to it with its parameters.
 */
export async function requireLogin(name: PageName, params: RawParams): Promise<void> {
  afterLogin = { name, params }
  await go(...loginTarget(), { replace: true })
}

/** The login page the shop's configuration chose, opened by the user (no page waits for it). */
export async function openLogin(): Promise<boolean> {
  afterLogin = undefined
  return go(...loginTarget(), {})
}

/** The pages a login passes through; a finished login goes back past those on top of the stack. */
export const LOGIN_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'login',
  'loginWay',
  'loginCode',
  'loginEmail',
  'checkEmail',
  'activateEmail',
  'createAccount',
  'setPassword',
  'forgotPassword',
  'channelLogin',
  'bsauth',
  'douyinAuth',
])

/** The page of a stack entry (its route is the page path; on H5 it may be a web path). */
function stackPage(route: string | undefined): PageName | undefined {
  const path = (route ?? '').split('?')[0] ?? ''
  const byPath = findPageByPath(path)
  if (byPath) return byPath
  const web = path.startsWith('/') ? path : `/${path}`
  return (Object.keys(PAGES) as PageName[]).find((name) => (PAGES[name].web as readonly string[]).includes(web))
}

/**
 * After a successful login: open the page the guard stopped, in place of the login page; else go
 * back to where the user came from, past the login pages on top of the stack (spec section 2: up
 * to 3 on mini-programs, 2 on the web), or home when there is nothing before them.
 */
export async function resumeAfterLogin(): Promise<boolean> {
  const pending = afterLogin
  afterLogin = undefined
  if (!pending) {
    const stack = Taro.getCurrentPages() as Array<{ route?: string }>
    const loginOnTop = [...stack].reverse().map((entry) => {
      const name = stackPage(entry.route)
      return name !== undefined && LOGIN_PAGES.has(name)
    })
    const delta = loginBackDelta(loginOnTop, !webRouter)
    if (delta === null) await goHome()
    else await Taro.navigateBack({ delta })
    return false
  }
  return go(pending.name, pending.params, { replace: true })
}

/** Back one page, or home when there is nothing to go back to (a shared link opened directly). */
export async function goBack(): Promise<void> {
  if (Taro.getCurrentPages().length > 1) await Taro.navigateBack({ delta: 1 })
  else await goHome()
}

export async function goHome(): Promise<void> {
  await Taro.reLaunch({ url: targetUrl('homeList') })
}

/** For tests: forget the duplicate-open and pending-login memory. */
export function resetNavigationState(): void {
  afterLogin = undefined
  partnerChannel = undefined
  lastOpen = undefined
}

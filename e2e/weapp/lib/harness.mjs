// Runs the compiled WeChat build (dist/weapp) headlessly: WeChat's template compiler (wcc, from
// miniprogram-compiler) turns every .wxml into render functions, WeChat's component engine
// (miniprogram-exparser, through j-component) renders them into jsdom, and the build's own
// app.js, runtime.js, taro.js, vendors.js, common.js and page JS run unchanged against a `wx`
// object (./wx.mjs). The project README ("The WeChat runtime harness") says what this proves and what it cannot.
import './env.mjs'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import { document } from './env.mjs'
import { createWx } from './wx.mjs'
import { createPlatformGlobal, PLATFORMS } from '../targets/platforms.mjs'
import { translateBuild } from '../targets/translate.mjs'

const require = createRequire(import.meta.url)
const exparser = require('miniprogram-exparser')
const jComponent = require('j-component')
const compiler = require('miniprogram-compiler')

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
/** The build the runtime tests run: weapp (default), alipay, tt or xhs ($MINI_TARGET; `npm run test:mini -- --target`). */
export const TARGET = process.env.MINI_TARGET ?? 'weapp'
export const DEFAULT_DIST = process.env.WEAPP_DIST ?? join(projectRoot, 'dist', TARGET)
/** wcc's template runtime stops a template that calls itself; the Alipay, Douyin and Xiaohongshu builds' templates do. */
const RECURSION_GUARD = 'if(p_[b]){_wl('

/** How long nothing may happen (no setData, no DOM change, no request) before a render counts as done. */
export const QUIET_MS = 40
/** How long a step may keep the app busy before the harness gives up. */
export const SETTLE_TIMEOUT_MS = 10_000

/** WeChat's built-in components: empty placeholders here (their children render, they do nothing). */
const BUILT_IN = [
  'cover-image',
  'cover-view',
  'grid-view',
  'list-view',
  'match-media',
  'movable-area',
  'movable-view',
  'page-container',
  'root-portal',
  'scroll-view',
  'share-element',
  'sticky-header',
  'sticky-section',
  'swiper',
  'swiper-item',
  'view',
  'icon',
  'progress',
  'rich-text',
  'text',
  'button',
  'checkbox',
  'checkbox-group',
  'editor',
  'form',
  'input',
  'keyboard-accessory',
  'label',
  'picker',
  'picker-view',
  'picker-view-column',
  'radio',
  'radio-group',
  'slider',
  'switch',
  'textarea',
  'functional-page-navigator',
  'navigator',
  'audio',
  'camera',
  'channel-live',
  'channel-video',
  'image',
  'live-player',
  'live-pusher',
  'video',
  'voip-room',
  'map',
  'canvas',
  'web-view',
  'ad',
  'ad-custom',
  'official-account',
  'open-data',
  'navigation-bar',
  'page-meta',
]

export class HarnessError extends Error {
  constructor(message, errors = []) {
    super(errors.length ? `${message}\n${errors.map((e) => `  - [${e.kind}] ${e.message}`).join('\n')}` : message)
    this.name = 'HarnessError'
    this.errors = errors
  }
}

// exparser, j-component and Taro's runtime keep process-wide state: one app per process (node
// --test runs each test file in its own process).
let launched = false

/**
 * Starts the app in `dist` (default dist/weapp, or $WEAPP_DIST): compiles its templates, runs
 * app.js (App() is captured), and opens the launch page unless `launchUrl` is false.
 *
 * @param {object} [options]
 * @param {string} [options.dist] the compiled mini-program folder
 * @param {string} [options.gatewayUrl] where `wx.request` goes (the reference gateway)
 * @param {string|false} [options.launchUrl] the first page; default app.json's first page
 * @param {Record<string,string>} [options.launchQuery] the query the app is launched with
 * @param {Record<string,unknown>} [options.storage] storage before launch
 * @param {object} [options.system] overrides of getSystemInfoSync()
 */
export async function launch(options = {}) {
  if (launched) throw new HarnessError('one mini-program per process: exparser and Taro keep global state')
  launched = true
  const app = new MiniProgram(options)
  try {
    await app.start(options.launchUrl)
  } catch (error) {
    // Nobody gets the app to close: its timers would keep the test process open until it times out.
    await app.close()
    throw error
  }
  return app
}

class MiniProgram {
  constructor({
    target = TARGET,
    dist = DEFAULT_DIST,
    gatewayUrl,
    launchQuery = {},
    storage = {},
    system = {},
    scene = 1001,
  } = {}) {
    if (!PLATFORMS[target]) throw new HarnessError(`unknown target ${target}: weapp, alipay, tt or xhs`)
    if (!existsSync(join(dist, 'app.json'))) {
      throw new HarnessError(`${dist}/app.json not found: build the app first (npm run build:${target})`)
    }
    this.target = target
    this.sourceDist = dist
    // Alipay, Douyin and Xiaohongshu: the build renamed to WeChat's template syntax (../targets/translate.mjs).
    try {
      this.translated = target === 'weapp' ? undefined : translateBuild(dist, target)
    } catch (error) {
      throw new HarnessError(`the ${target} build could not be translated: ${error.message}`)
    }
    this.dist = this.translated?.dir ?? dist
    if (this.translated) process.once('exit', () => this.translated.remove())
    this.appJson = JSON.parse(readFileSync(join(this.dist, 'app.json'), 'utf8'))
    /** Everything the app reported: console.error, uncaught errors, unhandled rejections, engine errors. */
    this.errors = []
    /** Every navigation the app or the test asked for: `{ api, url, ok, errMsg }`. */
    this.navigations = []
    /** Every wx.request: `{ method, url, status, data }` (data: the response body as the app got it). */
    this.requests = []
    /** The page stack, bottom first: `{ route, query, component, container, instance }`. */
    this.stack = []
    this.tabPages = new Map()
    this.pageDefs = new Map()
    this.componentIds = new Map()
    this.modules = new Map()
    this.busy = 0
    this.lastActivity = Date.now()
    this.gatewayUrl = gatewayUrl
    this.launchOptions = { path: '', query: launchQuery, scene, referrerInfo: {}, apiCategory: 'default' }
    this.pages = this.#listPages()
    this.tabBarPages = new Set((this.appJson.tabBar?.list ?? []).map((t) => t.pagePath))
    this.wx = createWx(this, { storage, system })
    this.#installGlobals()
  }

  // ---- launch ------------------------------------------------------------------------------

  async start(launchUrl) {
    const started = Date.now()
    try {
      let source = compiler.wxmlToJs(this.dist)
      if (this.translated) {
        if (!source.includes(RECURSION_GUARD)) throw new Error("wcc's recursion guard was not found (a new wcc?)")
        source = source.replaceAll(RECURSION_GUARD, 'if(false){_wl(')
      }
      this.gwx = new Function(source)()
    } catch (error) {
      throw new HarnessError(`wcc could not compile the templates of ${this.sourceDist}: ${error.message}`)
    }
    this.compileMs = Date.now() - started
    this.#observeDom()
    this.#registerBuiltIns()
    this.#runModule('app.js')
    if (!this.appInstance) throw new HarnessError('app.js did not call App()')
    const first = launchUrl === undefined ? `/${this.appJson.pages[0]}` : launchUrl
    this.launchOptions.path = first ? this.#parseUrl(first).route : this.appJson.pages[0]
    this.#guard('App.onLaunch', () => this.appInstance.onLaunch?.({ ...this.launchOptions }))
    this.#guard('App.onShow', () => this.appInstance.onShow?.({ ...this.launchOptions }))
    if (first) await this.reLaunch(first)
  }

  #listPages() {
    const pages = new Set(this.appJson.pages)
    for (const sub of this.appJson.subPackages ?? this.appJson.subpackages ?? []) {
      for (const page of sub.pages) pages.add(`${sub.root.replace(/\/$/, '')}/${page}`)
    }
    return pages
  }

  #installGlobals() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- callbacks below need both the harness and their own `this`
    const self = this
    this.#trackTimers()
    // The platform's own global only: an Alipay build finds `my`, not `wx`.
    this.global = createPlatformGlobal(this.target, this, this.wx)
    if (this.target !== 'weapp') delete globalThis.wx
    globalThis[PLATFORMS[this.target].global] = this.global
    globalThis.App = (config) => {
      self.appInstance = config
      return config
    }
    globalThis.getApp = () => self.appInstance
    globalThis.getCurrentPages = () => self.stack.map((entry) => entry.instance)
    globalThis.Page = (config) => {
      if (!self.loading) throw new HarnessError('Page() called outside a page module')
      self.loading.pageConfig = config
    }
    globalThis.Component = (config) => {
      if (!self.loading) throw new HarnessError('Component() called outside a component module')
      self.loading.componentConfig = config
    }
    globalThis.Behavior = (definition) => jComponent.behavior(definition)
    globalThis.requirePlugin = () => ({})
    globalThis.__wxConfig = { ...this.appJson, envVersion: 'develop', platform: 'devtools' }

    exparser.addGlobalErrorListener((error, info) => {
      self.#report('engine', `${info?.message ?? 'exparser'}: ${error?.stack ?? error}`)
      return false
    })
    const originalError = console.error.bind(console)
    console.error = (...args) => {
      self.#report('console.error', args.map(describe).join(' '))
      if (process.env.WEAPP_VERBOSE) originalError(...args)
    }
    // The template runtime warns (as WeChat's console does) when a page asks for a template that
    // is not there: the page then silently misses part of its tree, so it counts as an error.
    const originalWarn = console.warn.bind(console)
    console.warn = (...args) => {
      const text = args.map(describe).join(' ')
      if (/^WXMLRT_|Template `[^`]+` not found/.test(text)) self.#report('template', text)
      else if (/^小程序暂不支持 /.test(text)) self.missingApis.push(text.replace(/^小程序暂不支持 /, 'Taro.'))
      else originalWarn(...args)
    }
    process.on('unhandledRejection', (reason) => self.#report('unhandledRejection', describe(reason)))
    process.on('uncaughtException', (error) => self.#report('uncaughtException', describe(error)))
  }

  #report(kind, message) {
    this.errors.push({ kind, message, page: this.current?.route })
    this.touch()
  }

  #guard(label, fn) {
    try {
      return fn()
    } catch (error) {
      this.#report('uncaughtException', `${label}: ${describe(error)}`)
      return undefined
    }
  }

  /** Marks activity: the quiet window starts again. */
  touch() {
    this.lastActivity = Date.now()
  }

  /** Counts an asynchronous operation (a request, a navigation) as activity until it ends. */
  async track(promise) {
    this.busy += 1
    this.touch()
    try {
      return await promise
    } finally {
      this.busy -= 1
      this.touch()
    }
  }

  #observeDom() {
    this.observer = new MutationObserver((records) => {
      if (records.some((r) => !(r.type === 'attributes' && r.attributeName === 'id'))) this.touch()
    })
    this.observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  }

  // ---- modules: the build's own JS, run as the client runs it ----------------------------

  #runModule(rel) {
    const key = posix.normalize(rel)
    const cached = this.modules.get(key)
    if (cached) return cached.exports
    const file = join(this.dist, key)
    const module = { exports: {} }
    this.modules.set(key, module)
    const code = readFileSync(file, 'utf8')
    const fn = vm.runInThisContext(`(function (require, module, exports) {${code}\n})`, { filename: file })
    const localRequire = (spec) => {
      let target = posix.join(posix.dirname(key), spec)
      if (!target.endsWith('.js')) target += '.js'
      return this.#runModule(target)
    }
    fn.call(globalThis, localRequire, module, module.exports)
    return module.exports
  }

  /** webpack's require inside the build (for reading Taro's own DOM, and for tests that must). */
  get webpackRequire() {
    if (!this._webpackRequire) {
      this.global.webpackJsonp.push([['__weapp_harness__'], {}, (req) => (this._webpackRequire = req)])
    }
    return this._webpackRequire
  }

  /** The exports of the first already-built module whose factory source passes `test`. */
  findModule(test) {
    const req = this.webpackRequire
    for (const id of Object.keys(req.m)) {
      if (test(String(req.m[id]))) return req(id)
    }
    return undefined
  }

  /** Taro's runtime (its document holds what the template does not show, such as `data-*`). */
  get taro() {
    if (!this._taro) {
      this._taro = this.findModule((src) => /\bCurrent:function\(\)/.test(src) && /\bdocument:function\(\)/.test(src))
      if (!this._taro?.document) throw new HarnessError("Taro's runtime module was not found in the build")
    }
    return this._taro
  }

  // ---- components ------------------------------------------------------------------------

  #registerBuiltIns() {
    for (const name of BUILT_IN) jComponent.register({ id: name, tagName: `wx-${name}`, template: '<slot/>' })
  }

  /** Registers the component or page at `path` (root-relative, no extension) and its usingComponents. */
  #register(path, { page = false } = {}) {
    const existing = this.componentIds.get(path)
    if (existing) return existing
    const jsonFile = join(this.dist, `${path}.json`)
    const json = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {}
    const id = `weapp-${path.replace(/[^A-Za-z0-9]+/g, '-')}`
    this.componentIds.set(path, id)

    const usingComponents = {}
    for (const [tag, target] of Object.entries(json.usingComponents ?? {})) {
      if (target.startsWith('plugin://')) continue
      const targetPath = target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(path), target)
      usingComponents[tag] = this.#register(targetPath)
    }

    const template = this.gwx(`${path}.wxml`)
    if (typeof template !== 'function') throw new HarnessError(`wcc produced no template for ${path}.wxml`)

    const loading = { path }
    const previous = this.loading
    this.loading = loading
    try {
      this.#runModule(`${path}.js`)
    } finally {
      this.loading = previous
    }
    const tagName = path.split('/').pop()
    let definition
    if (page) {
      if (!loading.pageConfig) throw new HarnessError(`${path}.js did not call Page()`)
      definition = this.#pageDefinition(path, loading.pageConfig)
      this.pageDefs.set(path, loading.pageConfig)
    } else {
      if (!loading.componentConfig) throw new HarnessError(`${path}.js did not call Component()`)
      definition = this.#componentDefinition(loading.componentConfig)
    }
    jComponent.register({
      ...definition,
      id,
      path: `/${path}`,
      template,
      usingComponents,
      tagName: page ? 'page' : tagName,
      options: { ...definition.options, classPrefix: '' },
    })
    return id
  }

  /** Wraps setData so every update counts as activity. */
  #watchSetData(instance) {
    if (instance.__harnessWatched) return
    const original = instance.setData
    instance.setData = (data, callback) => {
      this.touch()
      return original.call(instance, data, callback)
    }
    instance.__harnessWatched = true
  }

  #componentDefinition(config) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- callbacks below need both the harness and their own `this`
    const self = this
    const lifetimes = { ...config.lifetimes }
    // Alipay's component lifetimes (Taro's alipay runtime uses them): onInit, didMount, didUnmount.
    if (config.didMount) lifetimes.attached ??= config.didMount
    if (config.didUnmount) lifetimes.detached ??= config.didUnmount
    const created = lifetimes.created ?? config.created ?? config.onInit
    lifetimes.created = function () {
      self.#watchSetData(this)
      return created?.apply(this, arguments)
    }
    // Taro passes `{}` for empty behaviors and externalClasses; the client ignores what is not an array.
    return {
      ...config,
      behaviors: Array.isArray(config.behaviors) ? config.behaviors : [],
      externalClasses: Array.isArray(config.externalClasses) ? config.externalClasses : [],
      lifetimes,
    }
  }

  /** Page() is not part of j-component: a page is a component whose lifetimes call the page hooks. */
  #pageDefinition(route, config) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- callbacks below need both the harness and their own `this`
    const self = this
    const methods = {}
    const data = {}
    for (const [key, value] of Object.entries(config)) {
      if (typeof value === 'function') methods[key] = value
      else if (key === 'data') Object.assign(data, value)
    }
    return {
      data,
      methods,
      options: { ...config.options, multipleSlots: true },
      behaviors: Array.isArray(config.behaviors) ? config.behaviors : [],
      lifetimes: {
        created() {
          self.#watchSetData(this)
          this.route = route
          this.__route__ = route
          const entry = self.creating
          entry.instance = this
          this.options = entry.query
        },
      },
    }
  }

  // ---- pages and navigation --------------------------------------------------------------

  #parseUrl(url, base) {
    const [rawPath, rawQuery = ''] = String(url).split('?')
    let route = rawPath
    if (!route.startsWith('/')) route = posix.join(posix.dirname(`/${base ?? ''}`), route)
    route = posix.normalize(route).replace(/^\/+/, '')
    const query = {}
    for (const part of rawQuery.split('&')) {
      if (!part) continue
      const [key, value = ''] = part.split('=')
      query[key] = value
    }
    return { route, query }
  }

  get current() {
    return this.stack[this.stack.length - 1]
  }

  /** The client's navigation APIs; they call success/fail/complete like the client does. */
  navigate(api, options = {}) {
    const run = async () => {
      const record = { api, url: options.url, delta: options.delta }
      this.navigations.push(record)
      let result
      try {
        await Promise.resolve() // the client answers asynchronously
        result = await this.#navigate(api, options)
        record.ok = true
      } catch (error) {
        record.ok = false
        record.errMsg = error.errMsg ?? `${api}:fail ${error.message}`
        const fail = { errMsg: record.errMsg }
        this.#guard(`${api} fail callback`, () => options.fail?.(fail))
        this.#guard(`${api} complete callback`, () => options.complete?.(fail))
        throw Object.assign(new HarnessError(record.errMsg), fail)
      }
      const success = { errMsg: `${api}:ok`, ...result }
      this.#guard(`${api} success callback`, () => options.success?.(success))
      this.#guard(`${api} complete callback`, () => options.complete?.(success))
      return success
    }
    return this.track(run())
  }

  async #navigate(api, { url, delta = 1 }) {
    const fail = (reason) => Object.assign(new Error(reason), { errMsg: `${api}:fail ${reason}` })
    if (api === 'navigateBack') {
      if (this.stack.length <= 1) throw fail('cannot navigate back at first page.')
      const count = Math.min(Math.max(1, Number(delta) || 1), this.stack.length - 1)
      for (let i = 0; i < count; i++) this.#unload(this.stack.pop())
      this.#show(this.current)
      return {}
    }
    if (typeof url !== 'string' || !url) throw fail('parameter error: parameter.url should be String')
    const { route, query } = this.#parseUrl(url, this.current?.route)
    if (!this.pages.has(route)) throw fail(`page "${route}" is not found`)
    const isTab = this.tabBarPages.has(route)
    if (api === 'switchTab') {
      if (!isTab) throw fail('can not switch to no-tabBar page')
      this.#hide(this.current)
      for (const entry of this.stack.splice(0)) if (!this.tabBarPages.has(entry.route)) this.#unload(entry)
      const cached = this.tabPages.get(route)
      if (cached) {
        this.stack.push(cached)
        this.#show(cached)
      } else {
        const entry = await this.#open(route, {})
        this.tabPages.set(route, entry)
      }
      return {}
    }
    if (isTab && api !== 'reLaunch') throw fail(`can not ${api} a tabbar page`)
    if (api === 'navigateTo') {
      if (this.stack.length >= 10) throw fail('webview count limit exceed')
      this.#hide(this.current)
      await this.#open(route, query)
      return {}
    }
    if (api === 'redirectTo') {
      const top = this.stack.pop()
      if (top) this.#unload(top)
      await this.#open(route, query)
      return {}
    }
    if (api === 'reLaunch') {
      this.#hide(this.current)
      for (const entry of this.stack.splice(0)) this.#unload(entry)
      for (const entry of this.tabPages.values()) this.#unload(entry)
      this.tabPages.clear()
      const entry = await this.#open(route, query)
      if (isTab) this.tabPages.set(route, entry)
      return {}
    }
    throw fail('unknown navigation API')
  }

  async #open(route, query) {
    const id = this.#register(route, { page: true })
    const container = document.createElement('div')
    container.setAttribute('data-harness-page', route)
    document.body.appendChild(container)
    const entry = { route, query, container, instance: undefined, component: undefined }
    this.stack.push(entry)
    this.creating = entry
    try {
      entry.component = jComponent.create(id)
      entry.component.attach(container)
    } finally {
      this.creating = undefined
    }
    if (!entry.instance) throw new HarnessError(`${route}: the page component was not created`)
    const page = entry.instance
    // The client's order: onLoad(query), onShow, then onReady after the first render.
    this.#guard(`${route} onLoad`, () => page.onLoad?.({ ...query }))
    this.#guard(`${route} onShow`, () => page.onShow?.())
    if (this.tabBarPages.has(route) && this.appJson.tabBar?.custom) {
      const barId = this.#register('custom-tab-bar/index')
      entry.tabBar = jComponent.create(barId)
      entry.tabBar.attach(container)
    }
    // A turn of the event loop (not a pause): the first render's work queued by onLoad/onShow runs first.
    await new Promise((resolve) => setTimeout(resolve, 0))
    this.#guard(`${route} onReady`, () => page.onReady?.())
    return entry
  }

  #hide(entry) {
    if (!entry || entry.hidden) return
    entry.hidden = true
    entry.container.setAttribute('hidden', '')
    this.#guard(`${entry.route} onHide`, () => entry.instance?.onHide?.())
  }

  #show(entry) {
    if (!entry) return
    entry.hidden = false
    entry.container.removeAttribute('hidden')
    this.#guard(`${entry.route} onShow`, () => entry.instance?.onShow?.())
  }

  #unload(entry) {
    if (!entry || entry.unloaded) return
    entry.unloaded = true
    this.#guard(`${entry.route} onUnload`, () => entry.instance?.onUnload?.())
    entry.tabBar?.detach()
    entry.component?.detach()
    entry.container.remove()
  }

  // ---- what a test calls -----------------------------------------------------------------

  /** Runs `action` (a navigation, a tap...), waits until the app is quiet, and fails on new errors. */
  async step(label, action) {
    const before = this.errors.length
    let outcome
    let failure
    try {
      outcome = await action()
    } catch (error) {
      failure = error
    }
    await this.waitForQuiet()
    // A step is over once the page shown has rendered its root (PageShell's .page-root): on a
    // loaded machine Taro's first render of a new page can come after a quiet window (a CI run
    // read the tab bar's next page, and a redirected page, before they had rendered).
    if (this.current && !this.exists('.page-root')) await this.waitUntil(() => this.exists('.page-root'))
    const fresh = this.errors.slice(before)
    if (fresh.length) throw new HarnessError(`${label}: the app reported ${fresh.length} error(s)`, fresh)
    if (failure) throw failure
    return outcome
  }

  reLaunch(url) {
    return this.step(`reLaunch(${url})`, () => this.navigate('reLaunch', { url }))
  }

  navigateTo(url) {
    return this.step(`navigateTo(${url})`, () => this.navigate('navigateTo', { url }))
  }

  redirectTo(url) {
    return this.step(`redirectTo(${url})`, () => this.navigate('redirectTo', { url }))
  }

  switchTab(url) {
    return this.step(`switchTab(${url})`, () => this.navigate('switchTab', { url }))
  }

  navigateBack(delta = 1) {
    return this.step(`navigateBack(${delta})`, () => this.navigate('navigateBack', { delta }))
  }

  /** Resolves once nothing happened for QUIET_MS: no setData, no DOM change, no request or navigation in flight. */
  async waitForQuiet({ quiet = QUIET_MS, timeout = SETTLE_TIMEOUT_MS } = {}) {
    const deadline = Date.now() + timeout
    this.touch()
    for (;;) {
      const idle = Date.now() - this.lastActivity
      if (this.busy === 0 && idle >= quiet) return
      if (Date.now() > deadline) {
        throw new HarnessError(`the app did not settle within ${timeout} ms (${this.busy} request(s)/navigation(s) in flight)`)
      }
      // Until the quiet window could be over: then the state (nothing in flight, nothing changed) is looked at again.
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, quiet - idle)))
    }
  }

  /**
   * Waits until `check()` holds, checking each time the app is quiet; resolves to whether it held
   * before `timeout`. For what arrives after a chain of requests: on a loaded machine the render
   * between one answer and the next request can outlast the quiet window, so quiet alone is not
   * "done".
   */
  async waitUntil(check, { timeout = SETTLE_TIMEOUT_MS } = {}) {
    const deadline = Date.now() + timeout
    for (;;) {
      await this.waitForQuiet({ timeout: Math.max(1, deadline - Date.now()) })
      if (check()) return true
      if (Date.now() > deadline) return false
      // The interval between two looks at `check`, not a pause a test relies on.
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS))
    }
  }

  /** The current page: `{ route, query, depth }`. */
  page() {
    const entry = this.current
    return entry && { route: entry.route, query: { ...entry.query }, depth: this.stack.length }
  }

  /** Routes of the page stack, bottom first. */
  routes() {
    return this.stack.map((entry) => entry.route)
  }

  #root() {
    const entry = this.current
    if (!entry) throw new HarnessError('no page is open')
    return entry.container
  }

  /** Elements of the current page (the composed tree: across `comp`, `custom-wrapper` and custom components). */
  $$(selector) {
    return [...this.#root().querySelectorAll(selector)]
  }

  $(selector) {
    return this.$$(selector)[0] ?? null
  }

  exists(selector) {
    return this.$(selector) !== null
  }

  /** The `index`-th match (default the first); fails when there is none. */
  #one(selector, index = 0) {
    const element = this.$$(selector)[index]
    if (!element) throw new HarnessError(`no element matches ${selector}${index ? ` [${index}]` : ''} on ${this.current?.route}`)
    return element
  }

  /** The text of the first match (whitespace collapsed), or of the whole page. */
  text(selector) {
    const element = selector ? this.#one(selector) : this.#root()
    return element.textContent.replace(/\s+/g, ' ').trim()
  }

  /** The current page's markup as rendered (or of the first match). */
  html(selector) {
    return (selector ? this.#one(selector) : this.#root()).innerHTML
  }

  /**
   * The `data-*` attributes Taro keeps for an element. Taro does not render them into the
   * template (they reach handlers through the event's dataset), so they come from Taro's DOM.
   */
  dataset(selector) {
    const element = this.#one(selector)
    const sid = element.__wxElement?.dataset?.sid
    const node = sid && this.taro.document.getElementById(sid)
    return node ? { ...node.dataset } : {}
  }

  /** The element whose `eventName` reaches a bound handler (itself or an ancestor), or null. */
  #handlerFor(element, eventName) {
    for (let node = element.__wxElement; node; node = node.parentNode ?? node.__wxHost ?? node.ownerShadowRoot?.__wxHost) {
      const event = node._vt?.event?.[eventName]
      if (event) return event
      if (node instanceof exparser.ShadowRoot) {
        node = node.getHostNode()
        if (!node) break
        if (node._vt?.event?.[eventName]) return node._vt.event[eventName]
      }
    }
    return null
  }

  #dispatch(element, name, detail) {
    const target = element.__wxElement
    exparser.Event.dispatchEvent(
      target,
      exparser.Event.create(name, detail, {
        bubbles: true,
        capturePhase: true,
        composed: true,
        extraFields: { touches: [], changedTouches: [{ clientX: 0, clientY: 0, pageX: 0, pageY: 0 }] },
      }),
    )
  }

  /** A tap on the first match (or the `index`-th). Fails when no handler on it or its ancestors listens to taps. */
  tap(selector, index = 0) {
    return this.step(`tap(${selector}${index ? ` [${index}]` : ''})`, () => {
      const element = this.#one(selector, index)
      if (!this.#handlerFor(element, 'tap')) {
        throw new HarnessError(`tap(${selector}): nothing on ${this.current?.route} handles a tap there (no bindtap)`)
      }
      this.#dispatch(element, 'tap', { x: 0, y: 0 })
    })
  }

  /** Types `value` into the first match: the `input` event an <input> sends (it has no native value here). */
  input(selector, value) {
    return this.step(`input(${selector})`, () => {
      const element = this.#one(selector)
      if (!this.#handlerFor(element, 'input')) {
        throw new HarnessError(`input(${selector}): nothing on ${this.current?.route} handles input there (no bindinput)`)
      }
      this.#dispatch(element, 'input', { value: String(value), cursor: String(value).length, keyCode: 0 })
    })
  }

  /**
   * A component event with its detail on the first match (or the `index`-th): what an open-type
   * button sends (`getphonenumber` with `{ errMsg, code }`). Fails when nothing handles that event there.
   */
  trigger(selector, eventName, detail = {}, index = 0) {
    return this.step(`trigger(${selector}, ${eventName})`, () => {
      const element = this.#one(selector, index)
      if (!this.#handlerFor(element, eventName)) {
        throw new HarnessError(`trigger(${selector}): nothing on ${this.current?.route} handles ${eventName} there`)
      }
      this.#dispatch(element, eventName, detail)
    })
  }

  /** Calls a page hook by hand (onPullDownRefresh, onReachBottom, onShareAppMessage...): nothing here triggers them. */
  callPageHook(name, ...args) {
    return this.step(`${name}()`, () => this.current?.instance?.[name]?.(...args))
  }

  /** Errors since launch; a test's afterEach asserts there are none. */
  assertNoErrors() {
    if (this.errors.length) throw new HarnessError(`the app reported ${this.errors.length} error(s)`, this.errors)
  }

  async close() {
    for (const entry of this.stack.splice(0)) this.#unload(entry)
    for (const entry of this.tabPages.values()) this.#unload(entry)
    this.observer?.disconnect()
    // A closed mini-program's timers stop with it (a real one is killed): the app keeps long ones
    // (the 5-minute risk token refresh) that would otherwise hold this test process open.
    for (const [handle, clear] of this.timers) clear(handle)
    this.timers.clear()
    this.translated?.remove()
  }

  /** Every timer the app (or the harness) starts, so close() can stop those still pending. */
  #trackTimers() {
    this.timers = new Map()
    const timers = this.timers
    const { setTimeout: later, clearTimeout: cancel, setInterval: every, clearInterval: stop } = globalThis
    globalThis.setTimeout = (run, ms, ...args) => {
      const handle = later(
        (...given) => {
          timers.delete(handle)
          if (typeof run === 'function') run(...given)
        },
        ms,
        ...args,
      )
      timers.set(handle, cancel)
      return handle
    }
    globalThis.clearTimeout = (handle) => {
      timers.delete(handle)
      cancel(handle)
    }
    globalThis.setInterval = (run, ms, ...args) => {
      const handle = every(run, ms, ...args)
      timers.set(handle, stop)
      return handle
    }
    globalThis.clearInterval = (handle) => {
      timers.delete(handle)
      stop(handle)
    }
  }
}

function describe(value) {
  if (value instanceof Error) return value.stack ?? value.message
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

export const relativeToProject = (file) => relative(projectRoot, file).split(sep).join('/')

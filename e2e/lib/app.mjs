// What the tests expect, derived from the route table (src/routes.ts) and the locales.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadRoutes, projectRoot } from '../../scripts/lib/routes.mjs'

export const routes = await loadRoutes()
export const { PAGES, PAGE_NAMES, TAB_PAGES, pagePath, webPathParams } = routes

const locale = (name) => JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', `${name}.json`), 'utf8'))
export const ZH_CN = locale('zh-CN')
export const EN_US = locale('en-US')

/** A feature's words (src/i18n/locales/<name>/<locale>.json). */
export const feature = (name, lang = 'zh-CN') =>
  JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', name, `${lang}.json`), 'utf8'))

/** Sample values for web-path parameters (a show id without "SG", so it stays a show). */
export const SAMPLE_PARAMS = {
  showId: 'e2e-123',
  tourId: 'e2e-tour-7',
  orderId: 'e2e-9',
  id: 'e2e-42',
  cardId: 'e2e-card-3',
  topicId: 'e2e-topic-5',
  couponTemplateId: 'e2e-ct-8',
  // Non-ASCII on purpose: a search placeholder is often Chinese text.
  placeholder: '演唱会',
}

export const sampleValue = (param) => SAMPLE_PARAMS[param] ?? `e2e-${param}`

/** `/content/:showId` -> `/content/e2e-123` (encoded), and the params it carries. */
export function fillWebPath(webPath) {
  const params = Object.fromEntries(webPathParams(webPath).map((p) => [p, sampleValue(p)]))
  const url = webPath.replace(/:([A-Za-z]+)/g, (_, p) => encodeURIComponent(params[p]))
  return { url, params }
}

/** The page that ends up shown for `name`: a redirect entry shows its target. */
export function finalPage(name) {
  let current = name
  for (let i = 0; i < 5 && PAGES[current].redirectTo; i += 1) current = PAGES[current].redirectTo
  return current
}

export const zhTitle = (name) => ZH_CN.title?.[name]
export const enTitle = (name) => EN_US.title?.[name]

/** Every web path of the table: `{ name, webPath, url, params, expected }`. */
export function webPathCases() {
  return PAGE_NAMES.flatMap((name) =>
    PAGES[name].web.map((webPath) => {
      const { url, params } = fillWebPath(webPath)
      const expected = finalPage(name)
      // A tab page opened by a redirect gets no parameters (navigate.ts switchTab).
      const expectedParams = PAGES[expected].tab && expected !== name ? {} : params
      return { name, webPath, url, params: expectedParams, expected }
    }),
  )
}

/** Pages with no web path: they open at their own path. */
export const pagesWithoutWebPath = () => PAGE_NAMES.filter((name) => PAGES[name].web.length === 0)

/**
 * Errors a routing test should not see. A page opened with a made-up sample id (`e2e-123`,
 * `SG123`) asks the gateway for it and the gateway answers 404: the page shows its "does not
 * exist" state, which is right. Any other failed request, or a 404 outside the gateway, is not.
 */
export const unexpectedErrors = (errors) => errors.filter((error) => !/^HTTP 404 \S*\/cyy_gatewayapi\//.test(error))

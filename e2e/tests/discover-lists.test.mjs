// The show lists as a new user meets them, against a fresh gateway: the all-shows tab (first page
// of 20, virtualised, paging to the end, a category, a date range on the calendar) in zh-CN,
// en-US and zh-MO, light and dark; search (hot searches, a keyword, paging to the end, category
// and calendar dates, the history kept and cleared, an empty result with recommendations).
// Screenshots all-shows-*.png and search-*.png.
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, afterEach, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { PHONE, TIMEOUT, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'

const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')
/** The shows feature's words, as `words.shows.…`. */
const words = (lang) => ({
  shows: JSON.parse(readFileSync(join(projectRoot, 'src', 'i18n', 'locales', 'shows', `${lang}.json`), 'utf8')),
})
const ZH_CN = words('zh-CN')
const EN_US = words('en-US')
const ZH_MO = words('zh-MO')
const SHANGHAI_KEYWORD = '上海'
const PAGE = 20

/** The list's rendered count and its total (data-count), and the cards in the DOM. */
async function listState(page) {
  return page.evaluate(() => {
    const list = document.querySelector('.show-list[data-count]')
    return {
      count: Number(list?.getAttribute('data-count') ?? 0),
      rendered: document.querySelectorAll('.show-list .show-card').length,
      end: Boolean(document.querySelector('.show-list__end')),
    }
  })
}

const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * Scrolls the page by `dy` with the wheel, as a finger would, and resolves once it has scrolled
 * (the page scrolls in Taro's page container, not the window: a scroll event anywhere) and the
 * rows have rendered, or at once when it could not move (at the bottom). True if it moved.
 */
async function wheel(page, dy) {
  const moved = page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('scroll', () => resolve(true), { capture: true, once: true })
        // Nothing scrolls at the bottom: no event comes.
        setTimeout(() => resolve(false), 1000)
      }),
  )
  await page.mouse.wheel(0, dy)
  const result = await moved
  await frames(page)
  return result
}

/** Until the list has more than `count` shows or says it is the end (resolves either way after TIMEOUT). */
const moreOrEnd = (page, count) =>
  page
    .waitForFunction(
      (before) =>
        Number(document.querySelector('.show-list[data-count]')?.getAttribute('data-count') ?? 0) !== before ||
        Boolean(document.querySelector('.show-list__end')),
      count,
      { timeout: TIMEOUT },
    )
    .catch(() => undefined)

async function waitForCards(page) {
  await page.locator('.show-list .show-card').first().waitFor({ timeout: TIMEOUT })
}

/**
 * Waits until a filter's results replaced the list of `all` cards: the whole list stays on screen
 * until they come, so any card (or the count read at once) may still be the old list's.
 */
async function narrowedFrom(page, all) {
  await page.waitForFunction(
    (before) => {
      const count = Number(document.querySelector('.show-list[data-count]')?.getAttribute('data-count') ?? 0)
      return count > 0 && count !== before && document.querySelector('.show-list .show-card')
    },
    all,
    { timeout: TIMEOUT },
  )
}

/** Scrolls to the bottom until the list says it is the end; returns the list state then. */
async function pageToEnd(page) {
  for (let i = 0; i < 20; i += 1) {
    const state = await listState(page)
    if (state.end) return state
    // To the bottom: the list asks for the next page there; wait until it came (or the end).
    await wheel(page, 1e6)
    await moreOrEnd(page, state.count)
  }
  return listState(page)
}

/** WCAG's contrast ratio of two `rgb(...)`/`rgba(...)` colours (opaque: the alpha is applied before). */
function contrast(a, b) {
  const luminance = ([r, g, b]) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const v = c / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R + 0.7152 * G + 0.0722 * B
  }
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m)
  return (x + 0.05) / (y + 0.05)
}
const rgba = (text) => {
  const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number)
  return { rgb: [r, g, b], alpha: a }
}
/** `fill` over `under` (rgb), as painted. */
const over = (fill, under) => fill.rgb.map((c, i) => c * fill.alpha + under[i] * (1 - fill.alpha))

/** The status tags on screen, scrolling the list to its end: text, colour and fill of each. */
async function statusTagsToEnd(page) {
  const seen = new Map()
  for (let i = 0; i < 40; i += 1) {
    const tags = await page.locator('.show-card__status').evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: node.textContent,
        tone: node.className,
        color: getComputedStyle(node).color,
        fill: getComputedStyle(node).backgroundColor,
      })),
    )
    for (const tag of tags) seen.set(`${tag.tone} ${tag.text}`, tag)
    const state = await listState(page)
    if (await wheel(page, 600)) continue
    // At the bottom: the end (every tag seen), or the next page is on its way.
    if (state.end) break
    await moreOrEnd(page, state.count)
  }
  return [...seen.values()]
}

/** Picks the first and the last selectable day shown on the NutUI calendar and confirms. */
async function pickCalendarRange(page) {
  await page.locator('.show-filters__pick').click()
  await page.locator('.nut-calendar').first().waitFor({ timeout: TIMEOUT })
  const days = page.locator('.nut-calendar-day:not(.nut-calendar-day-disabled):not(.nut-calendar-day-prev)')
  await days.first().waitFor({ timeout: TIMEOUT })
  await days.nth(0).click()
  await days.nth(40).click()
  await page.locator('.nut-calendar-footer .calendar-confirm-btn').click()
}

describe('show lists: all shows and search', () => {
  let base
  let browser
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  afterEach(async () => {
    await browser?.close()
    browser = undefined
  })
  after(stopOwnServer)

  it('a cold start of all shows asks the gateway once each for the shop configuration, the first page and the categories, and the app shell shows the first posters', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    const asked = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (/shops\/configs|show_list\/search|backend_categories/.test(url.pathname)) asked.push(url.pathname)
    })
    // What the app shell shows before the app has rendered, and where.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const images = [...document.querySelectorAll('#app-shell .s-poster img')]
        if (images.length > (window.__shellPosters?.length ?? 0))
          window.__shellPosters = images.map((image) => ({ src: image.src, width: image.getBoundingClientRect().width }))
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${base}/all`)
    await settle(page, (s) => s.root.name === 'allShows')
    await waitForCards(page)
    // A second request for any of them would come before the network is idle (no request for 500 ms).
    await page.waitForLoadState('networkidle')
    const count = (part) => asked.filter((path) => path.includes(part)).length
    assert.deepEqual(
      [count('shops/configs'), count('show_list/search'), count('backend_categories')],
      [1, 1, 1],
      `one of each: ${asked.join(', ')}`,
    )
    // The shell's posters are the first cards', in the cards' size (so the page's own paint in the same place).
    const cards = await page
      .locator('.show-list .show-card__poster img')
      .evaluateAll((images) =>
        images.slice(0, 4).map((image) => ({ src: image.src, width: image.getBoundingClientRect().width })),
      )
    const shell = await page.evaluate(() => window.__shellPosters ?? [])
    assert.deepEqual(
      shell.map((poster) => poster.src),
      cards.map((card) => card.src),
      'the shell showed the first four posters',
    )
    for (const [index, poster] of shell.entries())
      assert.ok(
        Math.abs(poster.width - cards[index].width) < 0.5,
        `poster ${index}: ${poster.width} px in the shell, ${cards[index].width} on the card`,
      )
    assert.deepEqual(errors, [])
  })

  it('all shows: 20 cards first (not all in the DOM), then to the end; a category; calendar dates', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/all`)
    await settle(page, (s) => s.root.name === 'allShows')
    await waitForCards(page)
    let state = await listState(page)
    assert.equal(state.count, PAGE, 'the first page is 20')
    assert.ok(state.rendered < state.count, `virtualised: ${state.rendered} of ${state.count} cards in the DOM`)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'all-shows-zh-CN-light.png') })

    state = await pageToEnd(page)
    assert.ok(state.end, 'reached the end')
    assert.ok(state.count > PAGE, `paged past 20: ${state.count}`)
    assert.ok(state.rendered < state.count, 'still virtualised at the end')

    await wheel(page, -1e6)
    const concertRequest = page.waitForRequest((request) => request.url().includes('backendCategoryCode=CONCERT'))
    await page.locator('.show-filters__category[data-code="CONCERT"]').click()
    await concertRequest
    await narrowedFrom(page, state.count)
    const concerts = await listState(page)
    assert.ok(concerts.count > 0 && concerts.count < state.count, `concerts: ${concerts.count} of ${state.count}`)

    const datedRequest = page.waitForRequest(
      (request) => /startDate=\d{4}-\d{2}-\d{2}/.test(request.url()) && /endDate=\d{4}-\d{2}-\d{2}/.test(request.url()),
    )
    await pickCalendarRange(page)
    await datedRequest
    await page.locator('.show-filters__pick.show-filters__chip--on').waitFor({ timeout: TIMEOUT })
    assert.deepEqual(errors, [])
  })

  it('every status tag reads at 4.5:1 on its fill, whatever the poster under it, in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/all?lang=en-US&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'allShows' && s.root.classes.includes(`theme-${theme}`))
      await waitForCards(page)
      const tags = await statusTagsToEnd(page)
      const tones = new Set(tags.map((tag) => tag.tone.match(/--(\w+)/)?.[1] ?? 'selling'))
      assert.ok(tones.has('off') && tones.has('presale'), `tags seen: ${[...tones].join(', ')}`)
      for (const tag of tags) {
        const fill = rgba(tag.fill)
        // A see-through fill stands on the poster: the worst of a white and a black one.
        const worst = Math.min(
          ...[
            [255, 255, 255],
            [0, 0, 0],
          ].map((under) => contrast(rgba(tag.color).rgb, over(fill, under))),
        )
        assert.ok(worst >= 4.5, `${theme} "${tag.text}" (${tag.tone}): ${tag.color} on ${tag.fill}, ${worst.toFixed(2)}:1`)
      }
      assert.deepEqual(errors, [])
      await browser.close()
      browser = undefined
    }
  })

  for (const [lang, theme, words] of [
    ['zh-CN', 'dark', ZH_CN],
    ['en-US', 'light', EN_US],
    ['en-US', 'dark', EN_US],
    ['zh-MO', 'light', ZH_MO],
    ['zh-MO', 'dark', ZH_MO],
  ]) {
    it(`all shows in ${lang}, ${theme}`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/all?lang=${lang}&theme=${theme}`)
      const state = await settle(page, (s) => s.root.name === 'allShows' && s.root.classes.includes(`theme-${theme}`))
      assert.ok(state.root?.classes.includes(`theme-${theme}`), theme)
      await waitForCards(page)
      await page.getByText(words.shows.sort.RECOMMEND).first().waitFor({ timeout: TIMEOUT })
      await page.getByText(words.shows.date.weekend).first().waitFor({ timeout: TIMEOUT })
      await page.screenshot({ path: join(SCREENSHOT_DIR, `all-shows-${lang}-${theme}.png`) })
      assert.deepEqual(errors, [])
    })
  }

  it('search: hot searches, a keyword paged to the end, category and dates, history kept and cleared', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/search`)
    await settle(page, (s) => s.root.name === 'search')
    await page.locator('.show-search__hot-item').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.show-search__history').count(), 0, 'a new user has no history')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'search-zh-CN-light-start.png') })

    await page.locator('.show-search__input input').fill(SHANGHAI_KEYWORD)
    await page.locator('.show-search__submit').click()
    await waitForCards(page)
    let state = await listState(page)
    assert.equal(state.count, PAGE, 'first page of results')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'search-zh-CN-light.png') })
    state = await pageToEnd(page)
    assert.ok(state.end && state.count > PAGE, `all results: ${state.count}`)

    await wheel(page, -1e6)
    const dramaRequest = page.waitForRequest(
      (request) => request.url().includes('backendCategoryCode=DRAMA') && request.url().includes('keyword='),
    )
    await page.locator('.show-filters__category[data-code="DRAMA"]').click()
    await (await dramaRequest).response()
    await narrowedFrom(page, state.count)
    const drama = await listState(page)
    assert.ok(drama.count > 0 && drama.count < state.count, `drama: ${drama.count}`)

    const datedRequest = page.waitForRequest((request) => /keyword=.*startDate=|startDate=.*keyword=/.test(request.url()))
    await pickCalendarRange(page)
    await datedRequest

    // Back to the suggestions: the search is in the history, also after a reload; then cleared.
    await page.locator('.show-search__cancel').click()
    await page.locator('.show-search__history-item', { hasText: SHANGHAI_KEYWORD }).waitFor({ timeout: TIMEOUT })
    await page.reload()
    await settle(page, (s) => s.root.name === 'search')
    await page.locator('.show-search__history-item', { hasText: SHANGHAI_KEYWORD }).waitFor({ timeout: TIMEOUT })
    await page.locator('.show-search__clear-history').click()
    await page.locator('.show-search__confirm-clear').click()
    await page.locator('.show-search__history').waitFor({ state: 'detached', timeout: TIMEOUT })
    await page.reload()
    await settle(page, (s) => s.root.name === 'search')
    await page.locator('.show-search__hot-item').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.show-search__history').count(), 0, 'cleared for good')
    assert.deepEqual(errors, [])
  })

  it('search: a hot search runs at once; nothing found shows recommendations', async () => {
    browser = await launch(PHONE)
    const { page, errors } = browser
    await page.goto(`${base}/search`)
    await settle(page, (s) => s.root.name === 'search')
    const first = page.locator('.show-search__hot-item').first()
    await first.waitFor({ timeout: TIMEOUT })
    await first.click()
    await waitForCards(page)

    await page.locator('.show-search__input input').fill('zzqqxx')
    await page.locator('.show-search__input input').press('Enter')
    await page.getByText(ZH_CN.shows.search.noResult.replace('{{keyword}}', 'zzqqxx')).waitFor({ timeout: TIMEOUT })
    await page.locator('.show-recommend .show-card').first().waitFor({ timeout: TIMEOUT })
    assert.equal(await page.locator('.show-search__input input').inputValue(), 'zzqqxx', 'the keyword stays typed')
    assert.deepEqual(errors, [])
  })

  for (const [lang, theme, words] of [
    ['zh-CN', 'dark', ZH_CN],
    ['en-US', 'light', EN_US],
    ['zh-MO', 'dark', ZH_MO],
  ]) {
    it(`search results in ${lang}, ${theme} (/search/{placeholder})`, async () => {
      browser = await launch(PHONE)
      const { page, errors } = browser
      await page.goto(`${base}/search/${encodeURIComponent(SHANGHAI_KEYWORD)}?lang=${lang}&theme=${theme}`)
      await settle(page, (s) => s.root.name === 'search')
      const input = page.locator('.show-search__input input')
      assert.equal(await input.getAttribute('placeholder'), SHANGHAI_KEYWORD, 'the placeholder from the path')
      await page.locator('.show-search__submit').click()
      await waitForCards(page)
      await page.getByText(words.shows.sort.RECOMMEND).first().waitFor({ timeout: TIMEOUT })
      await page.screenshot({ path: join(SCREENSHOT_DIR, `search-${lang}-${theme}.png`) })
      assert.deepEqual(errors, [])
    })
  }
})

// Screenshots for a human look (e2e/screenshots/, git-ignored): the placeholder page and the
// home tab in zh-CN and en-US, light and dark, on a phone; a wide window with a phone's UA;
// desktop mode.
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { projectRoot } from '../../scripts/lib/routes.mjs'
import { enTitle, zhTitle } from '../lib/app.mjs'
import { DESKTOP, PHONE, WIDE_MOBILE, baseUrl, launch, settle, stopOwnServer } from '../lib/browser.mjs'
import { screenshot } from '../lib/screenshot.mjs'

export const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')

const PAGES = [
  { key: 'placeholder', path: '/content/e2e-123', name: 'showDetail' },
  { key: 'home', path: '/', name: 'homeList' },
]
const LANGS = ['zh-CN', 'en-US']
const THEMES = ['light', 'dark']

describe('screenshots', () => {
  let base
  before(async () => {
    base = await baseUrl()
    mkdirSync(SCREENSHOT_DIR, { recursive: true })
  })
  after(stopOwnServer)

  async function shoot(device, shots) {
    const browser = await launch(device)
    try {
      for (const { file, path, name, title, dark } of shots) {
        await browser.page.goto(base + path)
        const state = await settle(
          browser.page,
          (s) => s.root.name === name && s.title === title && s.root.classes.includes(dark ? 'theme-dark' : 'theme-light'),
        )
        assert.equal(state.root?.name, name, `${path}: page shown`)
        assert.equal(state.title, title, `${path}: title`)
        await screenshot(browser.page, file)
      }
    } finally {
      await browser.close()
    }
  }

  it('phone: placeholder and home, zh-CN and en-US, light and dark', () =>
    shoot(
      PHONE,
      PAGES.flatMap((p) =>
        LANGS.flatMap((lang) =>
          THEMES.map((theme) => ({
            file: `${p.key}-${lang}-${theme}.png`,
            path: `${p.path}?lang=${lang}&theme=${theme}`,
            name: p.name,
            title: lang === 'en-US' ? enTitle(p.name) : zhTitle(p.name),
            dark: theme === 'dark',
          })),
        ),
      ),
    ))

  it('wide window with a mobile UA (page at most 500 px): home, zh-CN light', () =>
    shoot(WIDE_MOBILE, [
      {
        file: 'wide-mobile-home-zh-CN-light.png',
        path: '/?lang=zh-CN&theme=light',
        name: 'homeList',
        title: zhTitle('homeList'),
        dark: false,
      },
    ]))

  it('desktop: home and placeholder, zh-CN light', () =>
    shoot(
      DESKTOP,
      PAGES.map((p) => ({
        file: `desktop-${p.key}-zh-CN-light.png`,
        path: `${p.path}?lang=zh-CN&theme=light`,
        name: p.name,
        title: zhTitle(p.name),
        dark: false,
      })),
    ))
})

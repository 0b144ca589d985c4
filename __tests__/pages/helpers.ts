import TestUtils from '@tarojs/test-utils-react'
import { waitFor } from '@testing-library/dom'

/**
 * Starts the app (src/app.tsx + src/app.config.ts, Taro's H5 runtime and router) on a page, as a
 * user opening `#/<path>?<query>` would: a web path (`content/12`, `mine`) or, for a page without
 * one, its page path. test-utils' createApp() uses hash routing; browser-mode (history) routing is
 * covered by the e2e tests.
 */
export async function openApp(pathAndQuery: string): Promise<TestUtils> {
  window.history.replaceState(null, '', `/#/${pathAndQuery.replace(/^\//, '')}`)
  const testUtils = new TestUtils()
  await testUtils.createApp()
  return testUtils
}

/** The root of the page showing now: the last Taro page that is not hidden. */
export function currentPageRoot(): HTMLElement | null {
  const pages = Array.from(document.querySelectorAll<HTMLElement>('.taro_page')).filter((page) => page.style.display !== 'none')
  return pages.at(-1)?.querySelector<HTMLElement>('.page-root') ?? null
}

/** Waits until the page `name` (its route-table name) is the one showing, and returns its root. */
export async function waitForPage(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const root = currentPageRoot()
      if (root?.dataset.page !== name) throw new Error(`showing ${root?.dataset.page ?? 'nothing'}, not ${name}`)
      return root
    },
    { timeout: 15_000 },
  )
}

/** The parameters the page received (the page shell writes them on its root). */
export function pageParams(root: HTMLElement): Record<string, string> {
  return JSON.parse(root.dataset.params ?? '{}') as Record<string, string>
}

/** The text the user reads on the page (nav bar, body, tab bar). */
export function textOf(root: HTMLElement): string {
  return root.textContent ?? ''
}

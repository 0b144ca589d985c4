// Screenshots for a human look (e2e/screenshots/, git-ignored), taken once the page is still:
// its fonts loaded, the pictures in view decoded, and every finite CSS animation and transition
// (a sheet sliding up, a cascader moving to its next level, a page's entrance) finished. No fixed
// pause: the browser says when each of these is done.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/lib/routes.mjs'

export const SCREENSHOT_DIR = join(projectRoot, 'e2e', 'screenshots')

/** A picture that never loads (a broken address) must not hold the screenshot longer than this. */
const IMAGE_BOUND_MS = 3000

/** Resolves once the page is still (see above). */
export async function still(page) {
  await page.evaluate(async (bound) => {
    await document.fonts.ready
    const inView = (img) => {
      const rect = img.getBoundingClientRect()
      return rect.bottom > 0 && rect.top < innerHeight && rect.width > 0
    }
    const pending = [...document.images].filter((img) => inView(img) && !img.complete)
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true })
            img.addEventListener('error', done, { once: true })
          }),
      ),
    )
    await Promise.race([loaded, new Promise((done) => setTimeout(done, bound))])
    // Animations started by what just happened; an endless one (a spinner, a skeleton's shimmer) never finishes.
    for (let round = 0; round < 3; round += 1) {
      const finite = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      if (!finite.length) break
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  }, IMAGE_BOUND_MS)
}

/** `e2e/screenshots/<name>` of the page once still; `options` go to page.screenshot (fullPage...). */
export async function screenshot(page, name, options = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await still(page)
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), ...options })
}

/**
 * The app shell in index.html (H5): painted before any script, laid out for the page being opened
 * (the home tab's banner place, the all-shows tab's filters and poster cards, the tab bar on tab
 * pages). The browser may paint while the page is still being parsed, so the layout is decided
 * before the shell's markup: decided after it, a paint in between showed another page's shell and
 * its blocks moved once the class came (a layout shift of 0.148 on home in Lighthouse). The boot
 * script decides it (src/boot/shell.ts, with the route table's paths: shell-paths.ts), in the head,
 * where config/boot-script.ts puts it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { bootPaths, shellPathClasses } from '@/boot/shell-paths'
import { PAGE_FILES_PLACEHOLDER, SCRIPTS_PLACEHOLDER, bundleBoot } from '../../config/boot-script'

const ROOT = join(__dirname, '..', '..')
const TEMPLATE = readFileSync(join(ROOT, 'src', 'index.html'), 'utf8')

/** The boot script as the build inlines it (config/boot-script.ts), with no app scripts to load. */
let BOOT = ''
beforeAll(async () => {
  const routes = { paths: bootPaths(), pathClasses: shellPathClasses() }
  const code = await bundleBoot(ROOT, routes, { APP_GATEWAY_HOST: '""', APP_MERCHANT_ID: '"10001"' })
  BOOT = code.replace(SCRIPTS_PLACEHOLDER, '[]').replace(PAGE_FILES_PLACEHOLDER, '{}')
})

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

/** The classes of `html` when the parser reaches the shell's first block, opening `path` on a phone (or `width`, `userAgent`). */
function classesWhenShellParsed(path: string, width = 412, userAgent = PHONE_UA): string[] {
  const html = TEMPLATE.replace(/<%=[^%]*%>/g, '')
    .replace('</head>', () => `<script>${BOOT}</script></head>`)
    .replace(/(<div id="app-shell"[^>]*>)/, '$1<script>window.__atShell = document.documentElement.className</script>')
  const dom = new JSDOM(html, {
    url: `http://localhost${path}`,
    runScripts: 'dangerously',
    beforeParse: (window) => {
      Object.defineProperty(window, 'innerWidth', { value: width })
      Object.defineProperty(window.navigator, 'userAgent', { value: userAgent })
    },
  })
  const classes = String((dom.window as unknown as { __atShell?: string }).__atShell ?? '')
  dom.window.close()
  return classes.split(/\s+/).filter(Boolean)
}

describe('the app shell', () => {
  it('is laid out for the home tab before it is parsed', () => {
    expect(classesWhenShellParsed('/')).toEqual(expect.arrayContaining(['s-home', 's-tab']))
    expect(classesWhenShellParsed('/')).not.toContain('s-all')
  })

  it('is laid out for the all-shows tab before it is parsed', () => {
    expect(classesWhenShellParsed('/all')).toEqual(expect.arrayContaining(['s-all', 's-tab']))
    expect(classesWhenShellParsed('/pages/all/all')).toContain('s-all')
  })

  it('has no tab bar, banner or poster cards on a page that is not a tab', () => {
    expect(classesWhenShellParsed('/content/SH1001')).toEqual([])
  })

  it('has no tab bar in PC mode (the app draws none there), and one wherever the app draws it', () => {
    expect(classesWhenShellParsed('/', 1024, DESKTOP_UA)).toEqual(['s-home'])
    // A desktop window narrower than PC mode, and a wide phone: the app shows its tab bar, so does the shell.
    expect(classesWhenShellParsed('/', 800, DESKTOP_UA)).toEqual(['s-tab', 's-home'])
    expect(classesWhenShellParsed('/', 1024, PHONE_UA)).toEqual(['s-tab', 's-home'])
  })
})

describe("the boot script's size", () => {
  // It is in every first load, parsed and run before the shell paints: only what the boot uses.
  // show-lists' date ranges once brought dayjs and its utc plugin (9 KB of a 21 KB script) through
  // domain/shop-time, which extends dayjs when it loads; the offset now lives in domain/shop-zone.
  it('inlines no date library', () => {
    expect(BOOT).not.toMatch(/\$isDayjsObject|isDayjs|Invalid Date/)
  })
})

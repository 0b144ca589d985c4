/**
 * The app shell in index.html (H5): painted before any script, laid out for the page being opened
 * (the home tab's banner place, the all-shows tab's filters and poster cards, the tab bar on tab
 * pages). The browser may paint while the page is still being parsed, so the layout is decided
 * before the shell's markup: decided after it, a paint in between showed another page's shell and
 * its blocks moved once the class came (a layout shift of 0.148 on home in Lighthouse).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'

const TEMPLATE = readFileSync(join(__dirname, '..', '..', 'src', 'index.html'), 'utf8')

/** The classes of `html` when the parser reaches the shell's first block, opening `path` on a phone (or `width`). */
function classesWhenShellParsed(path: string, width = 412): string[] {
  const html = TEMPLATE.replace(/<%=[^%]*%>/g, '').replace(
    /(<div id="app-shell"[^>]*>)/,
    '$1<script>window.__atShell = document.documentElement.className</script>',
  )
  const dom = new JSDOM(html, {
    url: `http://localhost${path}`,
    runScripts: 'dangerously',
    beforeParse: (window) => Object.defineProperty(window, 'innerWidth', { value: width }),
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

  it('has no tab bar on a wide screen (the app draws none there)', () => {
    expect(classesWhenShellParsed('/', 1024)).toEqual(['s-home'])
  })
})

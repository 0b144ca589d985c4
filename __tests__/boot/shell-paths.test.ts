/**
 * What the app shell knows of the web paths (src/boot/shell-paths.ts, from the route table) and
 * its bottom-bar rule (src/boot/shell.ts, the platform's `showsTabBar`).
 */
import { bootPaths, shellPathClasses } from '@/boot/shell-paths'
import { shellClassesOf } from '@/boot/shell'
import { PC_MIN_WIDTH } from '@/platform/env'
import { PAGES, TAB_PAGES } from '@/routes'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36'

it('gives every web path of every tab page the tab class, the home and all-shows tabs their own', () => {
  const classes = shellPathClasses()
  for (const name of TAB_PAGES) for (const path of PAGES[name].web) expect(classes[path]).toContain('s-tab')
  expect(classes['/']).toEqual(['s-tab', 's-home'])
  expect(classes['/pages/list/list']).toEqual(['s-tab', 's-home'])
  expect(classes['/all']).toEqual(['s-tab', 's-all'])
  expect(classes['/pages/all/all']).toEqual(['s-tab', 's-all'])
  expect(classes['/pages/mine/mine']).toEqual(['s-tab'])
  expect(classes['/pages/show-detail/show-detail']).toBeUndefined()
})

it('starts the requests on the home and all-shows tabs at every address they answer on', () => {
  expect(bootPaths()).toEqual({ home: ['/pages/list/list', '/'], allShows: ['/pages/all/all', '/all'] })
})

it('draws the bottom bar where the app shows one: everywhere but PC mode (not by a width of its own)', () => {
  const classes = shellPathClasses()
  // A phone, and a narrow or wide window on a phone: the app shows its tab bar.
  expect(shellClassesOf('/', classes, PHONE, 375)).toEqual(['s-tab', 's-home'])
  expect(shellClassesOf('/', classes, PHONE, 1024)).toEqual(['s-tab', 's-home'])
  // A desktop window between the old shell's 768 and PC mode's width: the app shows the tab bar, so does the shell.
  expect(shellClassesOf('/', classes, DESKTOP, 800)).toEqual(['s-tab', 's-home'])
  // PC mode: no tab bar in the app, none in the shell.
  expect(shellClassesOf('/', classes, DESKTOP, PC_MIN_WIDTH)).toEqual(['s-home'])
  expect(shellClassesOf('/mine', classes, DESKTOP, PC_MIN_WIDTH)).toEqual([])
  expect(shellClassesOf('/nowhere', classes, PHONE, 375)).toEqual([])
})

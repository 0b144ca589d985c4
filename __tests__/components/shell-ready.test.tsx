/**
 * The app shell's ready signal (src/boot/shell.ts in index.html, src/boot/ready.ts in the app):
 * the shell stays until the first page is in and past a skeleton that repeats it, at most
 * SKELETON_CAP_MS, and its going marks FIRST_PAGE_MARK (the bench's end of the first load).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import type * as ReadyModule from '@/boot/ready'
import type * as ShellModule from '@/boot/shell'
import type * as ReactModule from 'react'
import type * as LibraryModule from '@testing-library/react/pure'
import type * as JotaiModule from 'jotai'
import type * as ShopStateModule from '@/state/shop'
import type * as TrackingModule from '@/tracking'

type Ready = typeof ReadyModule
type Shell = typeof ShellModule
type Library = typeof LibraryModule

/**
 * A fresh page: the shell in the document and set up by the boot, fresh copies of the modules
 * (their state is once per page) and of React with them.
 */
function page() {
  jest.resetModules()
  document.documentElement.className = ''
  document.body.innerHTML = '<div id="app-shell"></div><div id="app"></div>'
  const marks: string[] = []
  Object.defineProperty(window.performance, 'mark', { configurable: true, value: (name: string) => void marks.push(name) })
  const shell = require('@/boot/shell') as Shell
  shell.installShell('/', { '/': ['s-tab', 's-home'] })
  return {
    ready: require('@/boot/ready') as Ready,
    shell,
    marks,
    React: require('react') as typeof ReactModule,
    library: require('@testing-library/react/pure') as Library,
  }
}

const shellShown = () => document.getElementById('app-shell') !== null

beforeEach(() => jest.useFakeTimers({ doNotFake: ['performance'] }))
afterEach(() => {
  jest.useRealTimers()
  delete (window as unknown as Record<string, unknown>).__showtixShellReady
})

it('goes when the first page is in, and marks the first page', () => {
  const { ready, shell, marks } = page()
  expect(document.documentElement.classList.contains('s-home')).toBe(true)
  expect(shellShown()).toBe(true)
  ready.firstPageIn()
  expect(shellShown()).toBe(false)
  expect(marks).toEqual([shell.FIRST_PAGE_MARK])
})

it('stays while a skeleton that repeats it shows, and goes when the content replaces it', () => {
  const { ready, React, library } = page()
  let load: (done: boolean) => void = () => undefined
  function Skeleton() {
    ready.useShellHold(true)
    return React.createElement('p', { 'aria-busy': true }, 'loading')
  }
  function Page() {
    const [loaded, setLoaded] = React.useState(false)
    load = setLoaded
    return loaded ? React.createElement('p', null, 'shows') : React.createElement(Skeleton)
  }
  library.render(React.createElement(Page))
  ready.firstPageIn()
  expect(shellShown()).toBe(true)
  library.act(() => load(true))
  expect(shellShown()).toBe(false)
})

it('goes at most SKELETON_CAP_MS after the first page is in, even if the skeleton stays', () => {
  const { ready, React, library } = page()
  function Skeleton() {
    ready.useShellHold(true)
    return React.createElement('p', { 'aria-busy': true }, 'loading')
  }
  library.render(React.createElement(Skeleton))
  ready.firstPageIn()
  library.act(() => jest.advanceTimersByTime(ready.SKELETON_CAP_MS - 1))
  expect(shellShown()).toBe(true)
  library.act(() => jest.advanceTimersByTime(1))
  expect(shellShown()).toBe(false)
})

it('does nothing where there is no shell (mini-programs, tests of pages)', () => {
  const { ready } = page()
  delete (window as unknown as Record<string, unknown>).__showtixShellReady
  expect(() => ready.firstPageIn()).not.toThrow()
  expect(shellShown()).toBe(true)
})

it('runs launch work the first page does not show once the page is in and the browser idle', () => {
  const { ready } = page()
  // jsdom has no requestIdleCallback: the work then runs on the next timer turn.
  const ran: string[] = []
  ready.afterFirstPage(() => ran.push('version check'))
  ready.afterFirstPage(() => ran.push('location'))
  jest.advanceTimersByTime(ready.SKELETON_CAP_MS * 2)
  expect(ran).toEqual([]) // no first page yet
  ready.firstPageIn()
  expect(ran).toEqual([])
  jest.advanceTimersByTime(0)
  expect(ran).toEqual(['version check', 'location'])
  ready.afterFirstPage(() => ran.push('later'))
  expect(ran).toEqual(['version check', 'location', 'later'])
})

it('runs launch work at once where there is no shell (mini-programs, jest)', () => {
  const { ready } = page()
  delete (window as unknown as Record<string, unknown>).__showtixShellReady
  const ran: string[] = []
  ready.afterFirstPage(() => ran.push('location'))
  expect(ran).toEqual(['location'])
})

it('asks for the tracker only once the first page has replaced the shell', async () => {
  const { ready, React, library } = page()
  const asked: string[] = []
  jest.doMock('@/tracking/visits', () => {
    asked.push('visits')
    return { show: (name: string) => asked.push(`show ${name}`), gone: () => undefined, click: () => undefined }
  })
  const jotai = require('jotai') as typeof JotaiModule
  const { shopConfigAtom } = require('@/state/shop') as typeof ShopStateModule
  const { useTracking } = require('@/tracking') as typeof TrackingModule
  const store = jotai.createStore()
  store.set(shopConfigAtom, { merchantId: '10001', binaryValue: ['IS_OPEN_TD'] } as never)
  function Page() {
    useTracking('home')
    ready.useShellHold(true)
    return React.createElement('p', null, 'home')
  }
  const view = library.render(React.createElement(jotai.Provider, { store }, React.createElement(Page)))
  ready.firstPageIn()
  await library.act(async () => {
    await Promise.resolve()
  })
  expect(asked).toEqual([])
  jest.advanceTimersByTime(3000)
  await library.act(async () => {
    await jest.runAllTimersAsync()
  })
  expect(asked).toEqual(['visits', 'show home'])
  view.unmount()
})

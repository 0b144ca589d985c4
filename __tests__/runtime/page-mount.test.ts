/**
 * H5 mounts each page as a React transition (runtime/page-mount), so its first render is sliced
 * instead of one long task. Taro's app instance mounts a page by re-rendering its wrapper
 * (`app.mount(component, id, callback)`); these tests stand in such an app over a real React root.
 * @jest-environment jsdom
 */
import * as React from 'react'
import { act, Component, createElement, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { mountPagesInTransitions, type MountingApp } from '@/runtime/page-mount'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Whether React is inside startTransition now (what makes the update a transition lane). */
const inTransition = () =>
  (
    (React as unknown as Record<string, unknown>).__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED as {
      ReactCurrentBatchConfig: { transition: unknown }
    }
  ).ReactCurrentBatchConfig.transition !== null

/** Taro's app wrapper in small: mount adds a page and re-renders, then calls back. */
function taroLikeApp() {
  const wrappers: Wrapper[] = []
  const seen: boolean[] = []
  class Wrapper extends Component {
    pages: Array<[string, ComponentType]> = []
    constructor(props: object) {
      super(props)
      wrappers.push(this)
    }
    override render() {
      return createElement('div', null, ...this.pages.map(([id, page]) => createElement(page, { key: id })))
    }
  }
  const app: MountingApp & { seen: boolean[] } = {
    seen,
    mount(component, id, callback) {
      seen.push(inTransition())
      wrappers[0]?.pages.push([id, component as ComponentType])
      wrappers[0]?.forceUpdate(callback as () => void)
    },
  }
  return { app, Wrapper }
}

const Home = () => createElement('p', null, 'home page')

it('mounts a page inside a transition, in the DOM before its callback runs', async () => {
  const { app, Wrapper } = taroLikeApp()
  const container = document.createElement('div')
  const root = createRoot(container)
  await act(async () => root.render(createElement(Wrapper)))
  mountPagesInTransitions(app)
  const shownAtCallback: string[] = []
  await act(async () => app.mount?.(Home, '/pages/list/list', () => void shownAtCallback.push(container.textContent ?? '')))
  expect(app.seen).toEqual([true])
  expect(shownAtCallback).toEqual(['home page'])
  expect(container.textContent).toBe('home page')
  await act(async () => root.unmount())
})

it('wraps once, and leaves an app without mount alone', () => {
  const { app } = taroLikeApp()
  mountPagesInTransitions(app)
  const once = app.mount
  mountPagesInTransitions(app)
  expect(app.mount).toBe(once)
  expect(() => mountPagesInTransitions({})).not.toThrow()
  expect(() => mountPagesInTransitions(undefined)).not.toThrow()
})

it('without it, a page mounts outside a transition (what Taro does)', async () => {
  const { app, Wrapper } = taroLikeApp()
  const root = createRoot(document.createElement('div'))
  await act(async () => root.render(createElement(Wrapper)))
  await act(async () => app.mount?.(Home, '/pages/list/list', () => undefined))
  expect(app.seen).toEqual([false])
  await act(async () => root.unmount())
})

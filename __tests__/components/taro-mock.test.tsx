/**
 * The `@tarojs/taro` mock (__tests__/__mocks__/tarojs-taro.ts) and module mappings of the
 * components project: what NutUI and Taro's H5 components need to render under jsdom.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { createSelectorQuery, eventCenter, getEnv, nextTick, pxTransform, taroMock } from '../__mocks__/tarojs-taro'
import { Badge, Button, ConfigProvider } from '@/components/ui'

describe('@tarojs/taro mock', () => {
  it('is what @tarojs/taro resolves to, default and named exports alike', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- comparing the resolved modules themselves
    expect(require('@tarojs/taro')).toBe(require('../__mocks__/tarojs-taro'))
    expect(jest.isMockFunction(Taro.navigateTo)).toBe(true)
    expect(Taro.createSelectorQuery).toBe(createSelectorQuery)
  })

  it('reports the web environment, so NutUI takes its H5 paths', () => {
    expect(getEnv()).toBe('WEB')
  })

  it('answers a selector query with one result per query, to the callback and to exec()', () => {
    document.body.innerHTML = '<div id="a"></div><div class="b"></div>'
    const each = jest.fn()
    const query = createSelectorQuery()
    query.select('#a').boundingClientRect(each)
    query.selectAll('.b').boundingClientRect()
    const done = jest.fn()
    const result = query.exec(done)
    expect(result).toHaveLength(2)
    expect(done).toHaveBeenCalledWith(result)
    expect(each).toHaveBeenCalledTimes(1)
    expect(result[0]).toMatchObject({ width: 0, height: 0 })
    expect(result[1]).toHaveLength(1)
  })

  it('runs nextTick callbacks asynchronously', async () => {
    const callback = jest.fn()
    nextTick(callback)
    expect(callback).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('has pxTransform, system info and an event center', () => {
    expect(pxTransform(10)).toBe('10px')
    expect(Taro.getSystemInfoSync().statusBarHeight).toBe(20)
    const listener = jest.fn()
    eventCenter.on('x', listener)
    eventCenter.trigger('x', 1)
    eventCenter.off('x', listener)
    eventCenter.trigger('x', 2)
    expect(listener.mock.calls).toEqual([[1]])
  })

  it('reports the page stack depth the test sets', () => {
    taroMock.setStack(4)
    expect(Taro.getCurrentPages()).toHaveLength(4)
    taroMock.reset()
    expect(Taro.getCurrentPages()).toHaveLength(1)
  })
})

describe('NutUI React Taro under jest', () => {
  it('renders a badge over its content', () => {
    render(
      <Badge value={7}>
        <span>cart</span>
      </Badge>,
    )
    expect(screen.getByText('7').className).toContain('nut-badge')
    expect(screen.getByText('cart')).toBeTruthy()
  })

  it('renders a button that clicks', () => {
    const onClick = jest.fn()
    render(<Button onClick={onClick}>Buy</Button>)
    fireEvent.click(screen.getByText('Buy'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('applies brand colours through ConfigProvider theme variables', () => {
    render(
      <ConfigProvider theme={{ nutuiColorPrimary: '#0055AA' }}>
        <span>inside</span>
      </ConfigProvider>,
    )
    const provider = screen.getByText('inside').parentElement as HTMLElement
    expect(provider.className).toContain('nut-configprovider')
    expect(provider.style.getPropertyValue('--nutui-color-primary')).toBe('#0055AA')
  })
})

import { LAZY_PAGE_DELAY_MS } from '@/navigation/lazy-page-timing'
import { isChunkFailure, watchLazyPages } from '@/runtime/lazy-pages'

function setup() {
  const handlers: Record<string, () => void> = {}
  let rejection: ((event: { reason: unknown; preventDefault: () => void }) => void) | undefined
  const deps = {
    on: jest.fn((event: string, handler: () => void) => {
      handlers[event] = handler
    }),
    setLoading: jest.fn(),
    failed: jest.fn(),
    back: jest.fn(),
    target: {
      addEventListener: jest.fn((_type: string, listener: unknown) => {
        rejection = listener as typeof rejection
      }),
    },
  }
  watchLazyPages(deps as never)
  const reject = (reason: unknown) => {
    const event = { reason, preventDefault: jest.fn() }
    rejection?.(event)
    return event
  }
  return { deps, go: () => handlers.__taroRouterChange?.(), arrived: () => handlers.__taroSetNavigationStyle?.(), reject }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('pages whose code is on its way (H5, spec s9 lazy page delay and timeout)', () => {
  it('a page that arrives within 200 ms shows no loading', () => {
    const { deps, go, arrived } = setup()
    go()
    jest.advanceTimersByTime(LAZY_PAGE_DELAY_MS - 1)
    arrived()
    jest.advanceTimersByTime(1000)
    expect(deps.setLoading).not.toHaveBeenCalled()
  })

  it('one still on its way after 200 ms shows the loading until it arrives', () => {
    const { deps, go, arrived } = setup()
    go()
    jest.advanceTimersByTime(LAZY_PAGE_DELAY_MS)
    expect(deps.setLoading).toHaveBeenLastCalledWith(true)
    arrived()
    expect(deps.setLoading).toHaveBeenLastCalledWith(false)
  })

  it("a chunk that failed (refused, or past webpack's timeout): the loading goes, the buyer is told, the address goes back", () => {
    const { deps, go, reject } = setup()
    go()
    jest.advanceTimersByTime(LAZY_PAGE_DELAY_MS)
    const event = reject(
      Object.assign(new Error('Loading chunk 812 failed.\n(timeout: https://x/js/812.js)'), { name: 'ChunkLoadError' }),
    )
    expect(event.preventDefault).toHaveBeenCalled()
    expect(deps.setLoading).toHaveBeenLastCalledWith(false)
    expect(deps.failed).toHaveBeenCalledTimes(1)
    expect(deps.back).toHaveBeenCalledTimes(1)
  })

  it('other rejections are not its business', () => {
    const { deps, reject } = setup()
    const event = reject(new Error('boom'))
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(deps.back).not.toHaveBeenCalled()
  })

  it('knows a failed script or style chunk', () => {
    expect(isChunkFailure({ name: 'ChunkLoadError' })).toBe(true)
    expect(isChunkFailure({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true)
    expect(isChunkFailure(new Error('Loading CSS chunk 12 failed.'))).toBe(true)
    expect(isChunkFailure(new Error('Network error'))).toBe(false)
    expect(isChunkFailure(undefined)).toBe(false)
  })
})

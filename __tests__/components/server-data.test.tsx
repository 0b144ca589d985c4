import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { MiniAbortController } from '@/components/server-data/abort-controller'
import { useServerData, type ServerKey } from '@/components/server-data'

// Capture each page's "shown" and "hidden" callbacks so a test can leave the page and come back.
const shown: Array<() => void> = []
const hidden: Array<() => void> = []
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../__mocks__/tarojs-taro'),
  useDidShow: jest.fn(),
  useDidHide: jest.fn(),
}))
const mockedDidShow = useDidShow as jest.Mock
const mockedDidHide = useDidHide as jest.Mock
let keys = 0
/** A key of its own for each test: the cache is shared by the whole file, as by the app. */
function freshKey(...rest: unknown[]): ServerKey {
  keys += 1
  return [`test-${keys}`, ...rest]
}
beforeEach(() => {
  shown.length = 0
  hidden.length = 0
  mockedDidShow.mockImplementation((callback: () => void) => {
    if (!shown.includes(callback)) shown.push(callback)
  })
  mockedDidHide.mockImplementation((callback: () => void) => {
    if (!hidden.includes(callback)) hidden.push(callback)
  })
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (failure: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

/** The page shows (the latest callback a render registered: the hook's page showing). */
async function pageShows() {
  await act(async () => {
    shown[shown.length - 1]?.()
  })
}

/** Another page opens over this one, and closes: the page hides, then shows again. */
async function showAgain() {
  await act(async () => {
    hidden[hidden.length - 1]?.()
  })
  await pageShows()
}

describe('useServerData', () => {
  it('loads on open and again each time the page shows after another, not on the first show', async () => {
    const load = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['a', 'b'])
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toEqual(['a'])

    await pageShows() // the first show is the opening itself
    expect(load).toHaveBeenCalledTimes(1)
    await showAgain()
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a component that opened after its page first showed reloads on the first return too', async () => {
    const load = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['a', 'b'])
    const key = freshKey()
    // Opened after the page's first show (drawn once other data came): no show of its own yet.
    const { result } = renderHook(() => useServerData(key, load))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await showAgain()
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps what is shown when a reload fails, and says the reload failed', async () => {
    const load = jest.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('down'))
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    await waitFor(() => expect(result.current.status).toBe('ready'))

    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.data).toBe('first')
    expect(result.current.error).toEqual(new Error('down'))
  })

  it('a failed first load is an error; retry shows loading, then the data', async () => {
    const second = deferred<string>()
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockReturnValueOnce(second.promise)
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toEqual(new Error('down'))

    await act(async () => result.current.retry())
    expect(result.current.status).toBe('loading')
    await act(async () => second.resolve('loaded'))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toBe('loaded')
  })

  it('tries again by itself as many times as asked before showing the error', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('second try')
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load, { retries: 1 }))
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 5000 })
    expect(result.current.data).toBe('second try')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('drops the answer to a reload that a newer reload replaced', async () => {
    const older = deferred<string>()
    const newer = deferred<string>()
    const load = jest.fn().mockResolvedValueOnce('first').mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise)
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    await waitFor(() => expect(result.current.data).toBe('first'))
    await act(async () => void result.current.reload())
    await act(async () => void result.current.reload())
    expect(result.current.reloading).toBe(true)
    await act(async () => newer.resolve('newer'))
    await act(async () => older.resolve('older'))
    expect(result.current.data).toBe('newer')
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('a reload asked for during the first load joins it (one request)', async () => {
    const answer = deferred<string>()
    const load = jest.fn(() => answer.promise)
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    act(() => void result.current.reload())
    await act(async () => answer.resolve('only'))
    expect(result.current.data).toBe('only')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('drops the answer for the previous key when the key changed meanwhile', async () => {
    const first = deferred<string>()
    const load = jest.fn((id: string) => (id === '1' ? first.promise : Promise.resolve(`doc ${id}`)))
    const name = freshKey()[0]
    const { result, rerender } = renderHook(({ id }) => useServerData([name, id], () => load(id)), {
      initialProps: { id: '1' },
    })
    rerender({ id: '2' })
    await waitFor(() => expect(result.current.data).toBe('doc 2'))
    await act(async () => first.resolve('doc 1'))
    expect(result.current.data).toBe('doc 2')
  })

  it('shares one request between components that ask for the same key', async () => {
    const answer = deferred<string>()
    const load = jest.fn(() => answer.promise)
    const key = freshKey()
    function Reader({ label }: { label: string }) {
      const data = useServerData(key, load)
      return <span>{data.status === 'ready' ? `${label}: ${data.data}` : `${label}: ${data.status}`}</span>
    }
    render(
      <>
        <Reader label='header' />
        <Reader label='body' />
      </>,
    )
    expect(screen.getByText('header: loading')).toBeTruthy()
    await act(async () => answer.resolve('the show'))
    expect(screen.getByText('header: the show')).toBeTruthy()
    expect(screen.getByText('body: the show')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('setData changes what is shown without loading', async () => {
    const load = jest.fn((): Promise<string[]> => Promise.resolve(['a', 'b']))
    const key = freshKey()
    const { result } = renderHook(() => useServerData(key, load))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await act(async () => result.current.setData((list) => (list ?? []).filter((item) => item !== 'a')))
    expect(result.current.data).toEqual(['b'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not load while not enabled', async () => {
    const load = jest.fn().mockResolvedValue('x')
    const key = freshKey()
    const { result, rerender } = renderHook(({ on }) => useServerData(key, load, { enabled: on }), {
      initialProps: { on: false },
    })
    expect(result.current.status).toBe('loading')
    expect(load).not.toHaveBeenCalled()
    rerender({ on: true })
    await waitFor(() => expect(result.current.data).toBe('x'))
  })
})

describe('the mini-program AbortController', () => {
  it('tells its listeners once, with the reason', () => {
    const controller = new MiniAbortController()
    const heard: unknown[] = []
    controller.signal.addEventListener('abort', () => heard.push(controller.signal.reason))
    expect(controller.signal.aborted).toBe(false)
    controller.abort('gone')
    controller.abort('again')
    expect(controller.signal.aborted).toBe(true)
    expect(heard).toEqual(['gone'])
  })
})

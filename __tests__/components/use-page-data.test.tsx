import { act, renderHook, waitFor } from '@testing-library/react'
import { useDidShow } from '@tarojs/taro'
import { usePageData } from '@/package-user/components/use-page-data'

// Capture the page's "shown" callback so a test can show the page again (back from another page).
const shown: Array<() => void> = []
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('../__mocks__/tarojs-taro'),
  useDidShow: jest.fn(),
}))
const mockedDidShow = useDidShow as jest.Mock
beforeEach(() => {
  shown.length = 0
  mockedDidShow.mockImplementation((callback: () => void) => {
    shown[0] = callback
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

async function showAgain() {
  await act(async () => {
    shown[0]?.()
  })
}

describe('usePageData', () => {
  it('loads on open and again each time the page shows after another, not on the first show', async () => {
    const fetch = jest.fn().mockResolvedValueOnce(['a']).mockResolvedValueOnce(['a', 'b'])
    const { result } = renderHook(() => usePageData(fetch, [] as string[]))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toEqual(['a'])

    await showAgain() // the first show is the opening itself
    expect(fetch).toHaveBeenCalledTimes(1)
    await showAgain()
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps what was shown when a reload fails; a failed first load is an error that retry loads again', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('down'))
    const { result } = renderHook(() => usePageData(fetch, null as string | null))
    await waitFor(() => expect(result.current.status).toBe('error'))

    act(() => result.current.retry())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.data).toBe('first')

    await act(() => result.current.reload())
    expect(result.current.status).toBe('ready')
    expect(result.current.data).toBe('first')
  })

  it('drops the answer to an older request', async () => {
    const older = deferred<string>()
    const newer = deferred<string>()
    const fetch = jest.fn().mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise)
    const { result } = renderHook(() => usePageData(fetch, ''))
    act(() => void result.current.reload())
    await act(async () => newer.resolve('newer'))
    await act(async () => older.resolve('older'))
    expect(result.current.data).toBe('newer')
  })

  it('loads again for a new key', async () => {
    const fetch = jest.fn((id: string) => Promise.resolve(`doc ${id}`))
    const { result, rerender } = renderHook(({ id }) => usePageData(() => fetch(id), '', id), { initialProps: { id: '1' } })
    await waitFor(() => expect(result.current.data).toBe('doc 1'))
    rerender({ id: '2' })
    await waitFor(() => expect(result.current.data).toBe('doc 2'))
  })
})

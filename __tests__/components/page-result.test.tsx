import { act, renderHook } from '@testing-library/react'
import type { Address } from '@/api/address'
import { resetNavigationState } from '@/navigation/navigate'
import { resetPageResults } from '@/navigation/page-result'
import { openForResult, RESULT_PAGES, returnResult, usePageResult } from '@/navigation/results'
import { userIdAtom } from '@/state/session'
import { store } from '@/state/store'
import { navigateBack, navigateTo, taroMock } from '../__mocks__/tarojs-taro'

const home: Address = {
  addressId: 'A1',
  name: 'Lee',
  mobile: '13800000000',
  countryCode: '86',
  province: 'Guangdong',
  city: 'Shenzhen',
  district: 'Nanshan',
  detailAddress: '1 Road',
  isDefault: true,
} as unknown as Address

beforeEach(() => {
  resetNavigationState()
  resetPageResults()
  store.set(userIdAtom, 'u1') // the address list needs login
  taroMock.setStack(1)
})

describe('typed page results', () => {
  it('the opener awaits what the opened page answers; the answering page goes back', async () => {
    const answer = openForResult(RESULT_PAGES.address, { select: '1' })
    await act(async () => undefined)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/address?select=1' })

    taroMock.setStack(2)
    const { result } = renderHook(() => usePageResult(RESULT_PAGES.address))
    expect(result.current.asked).toBe(true)
    await act(() => result.current.returnResult(home))
    await expect(answer).resolves.toEqual(home)
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('back without an answer resolves to undefined', async () => {
    const answer = openForResult(RESULT_PAGES.address)
    const { unmount } = renderHook(() => usePageResult(RESULT_PAGES.address))
    unmount() // the page closed (back)
    await expect(answer).resolves.toBeUndefined()
  })

  it('a page opened without being asked is not asked, and its answer goes nowhere', async () => {
    const { result } = renderHook(() => usePageResult(RESULT_PAGES.address))
    expect(result.current.asked).toBe(false)
    taroMock.setStack(2)
    await act(() => result.current.returnResult(home))
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })

  it('an open that did not happen (a repeated tap) resolves to undefined; the first ask still gets the answer', async () => {
    const first = openForResult(RESULT_PAGES.seats, { showId: 's1', sessionId: 'p1' })
    const repeat = openForResult(RESULT_PAGES.seats, { showId: 's1', sessionId: 'p1' })
    await expect(repeat).resolves.toBeUndefined()
    expect(navigateTo).toHaveBeenCalledTimes(1)
    const { result } = renderHook(() => usePageResult(RESULT_PAGES.seats))
    const seats = { showId: 's1', sessionId: 'p1', seats: [] } as never
    await act(() => result.current.returnResult(seats, { back: false }))
    await expect(first).resolves.toBe(seats)
  })

  it('returnResult without the hook answers the newest ask', async () => {
    const answer = openForResult(RESULT_PAGES.tiedSales, { showId: 's1' })
    await act(() => returnResult(RESULT_PAGES.tiedSales, 'sku1:2', { back: false }))
    await expect(answer).resolves.toBe('sku1:2')
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('each ask gets its own answer: nested pages asking the same kind of page', async () => {
    const outer = openForResult(RESULT_PAGES.address)
    const outerPage = renderHook(() => usePageResult(RESULT_PAGES.address))
    // From the address page, something opens another address chooser (deeper in the stack).
    const inner = openForResult(RESULT_PAGES.address)
    const innerPage = renderHook(() => usePageResult(RESULT_PAGES.address))
    const other = { ...home, addressId: 'B2' }
    await act(() => innerPage.result.current.returnResult(other, { back: false }))
    await expect(inner).resolves.toBe(other)
    await act(() => outerPage.result.current.returnResult(home, { back: false }))
    await expect(outer).resolves.toBe(home)
  })
})

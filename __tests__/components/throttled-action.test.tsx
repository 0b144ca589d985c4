import { act, renderHook } from '@testing-library/react'
import { useThrottledAction } from '@/components/throttled-action'
import { TAP_THROTTLE_MS, tapRuns } from '@/domain/throttle'

describe('a throttled tap (spec section 9: throttle 1500 ms)', () => {
  it('the rule: the first tap runs; another runs once the window has passed', () => {
    expect(TAP_THROTTLE_MS).toBe(1500)
    expect(tapRuns(undefined, 0)).toBe(true)
    expect(tapRuns(1000, 1000 + TAP_THROTTLE_MS - 1)).toBe(false)
    expect(tapRuns(1000, 1000 + TAP_THROTTLE_MS)).toBe(true)
  })

  it('a double tap starts the side effect once; a tap after the window starts it again', () => {
    let now = 10_000
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now)
    const send = jest.fn()
    const { result } = renderHook(() => useThrottledAction(send))
    act(() => {
      result.current('a')
      result.current('b')
    })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('a')
    now += TAP_THROTTLE_MS
    act(() => result.current('c'))
    expect(send).toHaveBeenCalledTimes(2)
    expect(send).toHaveBeenLastCalledWith('c')
    clock.mockRestore()
  })
})

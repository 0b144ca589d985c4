import {
  ATTENDEE_PAGE_SIZE,
  ATTENDEE_REQUEST_SIZE,
  canShowMore,
  emptyList,
  nextRequest,
  showMore,
  visibleRows,
  withPage,
  withoutRow,
} from '@/domain/attendee-list'

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index)

describe('attendee paging (spec section 9: page 30, request 50)', () => {
  it('asks for 50 and shows 30 of them', () => {
    expect([ATTENDEE_PAGE_SIZE, ATTENDEE_REQUEST_SIZE]).toEqual([30, 50])
    const start = emptyList<number>()
    expect(nextRequest(start)).toEqual({ offset: 0, length: 50 })
    const first = withPage(start, 0, rows(0, 50), true)
    expect(visibleRows(first)).toEqual(rows(0, 30))
    expect(canShowMore(first)).toBe(true)
  })

  it('the next step needs a request only when fewer than 30 are waiting', () => {
    const first = withPage(emptyList<number>(), 0, rows(0, 50), true)
    // 20 wait: not enough for a page, so the next 50 are asked for from 50.
    expect(nextRequest(first)).toEqual({ offset: 50, length: 50 })
    const second = withPage(first, 50, rows(50, 50), true)
    expect(visibleRows(second)).toEqual(rows(0, 60))
    // 40 wait: the next step comes from memory.
    expect(nextRequest(second)).toBeUndefined()
    const third = showMore(second)
    expect(visibleRows(third)).toEqual(rows(0, 90))
  })

  it('stops when the gateway has no more', () => {
    const only = withPage(emptyList<number>(), 0, rows(0, 3), false)
    expect(visibleRows(only)).toEqual([0, 1, 2])
    expect(canShowMore(only)).toBe(false)
    expect(nextRequest(only)).toBeUndefined()
    const fortyLeft = withPage(emptyList<number>(), 0, rows(0, 40), false)
    expect(nextRequest(fortyLeft)).toBeUndefined()
    expect(canShowMore(fortyLeft)).toBe(true)
    expect(visibleRows(showMore(fortyLeft))).toHaveLength(40)
  })

  it('an empty first page is the empty state', () => {
    const none = withPage(emptyList<number>(), 0, [], false)
    expect(visibleRows(none)).toEqual([])
    expect(canShowMore(none)).toBe(false)
  })

  it('reloading from offset 0 replaces what was there', () => {
    const first = withPage(emptyList<number>(), 0, rows(0, 50), true)
    const again = withPage(first, 0, [7, 8], false)
    expect(visibleRows(again)).toEqual([7, 8])
  })

  it('a deleted row leaves; the others stay shown', () => {
    const first = withPage(emptyList<number>(), 0, rows(0, 50), true)
    const after = withoutRow(first, (row) => row !== 3)
    expect(visibleRows(after)).toHaveLength(29)
    expect(visibleRows(after)).not.toContain(3)
    const hidden = withoutRow(first, (row) => row !== 45)
    expect(visibleRows(hidden)).toEqual(rows(0, 30))
  })
})

import {
  ANY_DATE,
  BUILT_IN_CATEGORY_CODES,
  KEYWORD_MAX_LENGTH,
  LIST_PAGE_SIZE,
  SEARCH_HISTORY_MAX,
  appendPage,
  categoryTabs,
  dateQuery,
  dayOf,
  isHistory,
  normalizeDay,
  pickedRange,
  presetRange,
  searchKeyword,
  visibleRows,
  withSearch,
} from '@/domain/show-lists'

/** A moment in UTC+8: `at(2025, 6, 14, 10)` is 2025-06-14 10:00 in Shanghai. */
const at = (y: number, m: number, d: number, h = 12) => Date.UTC(y, m - 1, d, h - 8)

describe('page size and categories', () => {
  it('pages are 20 (spec section 9)', () => {
    expect(LIST_PAGE_SIZE).toBe(20)
  })

  it('the built-in list is the nine of spec section 1, ALL first', () => {
    expect(BUILT_IN_CATEGORY_CODES).toEqual([
      'ALL',
      'CONCERT',
      'DRAMA',
      'SPORTS',
      'MUSIC',
      'EXHIBITION',
      'DANCE',
      'CHILDREN',
      'COMEDY',
    ])
  })

  it('the gateway failing or giving nothing falls back to the built-in list', () => {
    expect(categoryTabs(null).map((tab) => tab.code)).toEqual([...BUILT_IN_CATEGORY_CODES])
    expect(categoryTabs([]).map((tab) => tab.code)).toEqual([...BUILT_IN_CATEGORY_CODES])
    expect(categoryTabs([{ code: '' }, { code: null }]).map((tab) => tab.code)).toEqual([...BUILT_IN_CATEGORY_CODES])
    expect(categoryTabs(null)[1]).toEqual({ code: 'CONCERT', displayName: null })
  })

  it('the gateway’s list is kept in its order with its names, ALL first, duplicates dropped', () => {
    expect(
      categoryTabs([
        { code: 'SPORTS', displayName: '体育' },
        { code: 'ALL', displayName: '全部' },
        { code: 'SPORTS', displayName: 'again' },
        { code: 'CONCERT', displayName: ' ' },
      ]),
    ).toEqual([
      { code: 'ALL', displayName: '全部' },
      { code: 'SPORTS', displayName: '体育' },
      { code: 'CONCERT', displayName: null },
    ])
  })

  it('ALL is added when the gateway leaves it out', () => {
    expect(categoryTabs([{ code: 'DANCE', displayName: '舞蹈' }]).map((tab) => tab.code)).toEqual(['ALL', 'DANCE'])
  })
})

describe('date filters (UTC+8)', () => {
  it('days are counted in UTC+8: 23:30 in Shanghai is still that day', () => {
    expect(dayOf(at(2025, 6, 14, 23))).toBe('2025-06-14')
    expect(dayOf(at(2025, 6, 15, 0))).toBe('2025-06-15')
  })

  it('today and tomorrow, across a month end', () => {
    expect(presetRange('today', at(2025, 6, 30))).toEqual({ startDate: '2025-06-30', endDate: '2025-06-30' })
    expect(presetRange('tomorrow', at(2025, 6, 30))).toEqual({ startDate: '2025-07-01', endDate: '2025-07-01' })
  })

  it('the weekend: the coming Saturday and Sunday; on Saturday today and tomorrow; on Sunday today', () => {
    expect(presetRange('weekend', at(2025, 6, 11))).toEqual({ startDate: '2025-06-14', endDate: '2025-06-15' }) // Wednesday
    expect(presetRange('weekend', at(2025, 6, 14))).toEqual({ startDate: '2025-06-14', endDate: '2025-06-15' }) // Saturday
    expect(presetRange('weekend', at(2025, 6, 15))).toEqual({ startDate: '2025-06-15', endDate: '2025-06-15' }) // Sunday
    expect(presetRange('weekend', at(2025, 6, 13, 23))).toEqual({ startDate: '2025-06-14', endDate: '2025-06-15' }) // Friday night
  })

  it('any date: no range', () => {
    expect(presetRange('all', at(2025, 6, 11))).toBeNull()
    expect(dateQuery(ANY_DATE, at(2025, 6, 11))).toEqual({})
  })

  it('a picked range is ordered and normalised; one day is a range of one', () => {
    expect(pickedRange('2025/6/20', '2025-06-18')).toEqual({ startDate: '2025-06-18', endDate: '2025-06-20' })
    expect(pickedRange('2025-06-18')).toEqual({ startDate: '2025-06-18', endDate: '2025-06-18' })
    expect(dateQuery({ kind: 'range', range: { startDate: '2025-06-18', endDate: '2025-06-20' } }, 0)).toEqual({
      startDate: '2025-06-18',
      endDate: '2025-06-20',
    })
  })

  it('days that do not exist are refused', () => {
    expect(normalizeDay('2025-02-29')).toBeNull()
    expect(normalizeDay('2024-02-29')).toBe('2024-02-29')
    expect(normalizeDay('2025-13-01')).toBeNull()
    expect(normalizeDay('yesterday')).toBeNull()
    expect(pickedRange('2025-06-18', '2025-06-31')).toBeNull()
  })
})

describe('search keyword and history', () => {
  it('the typed text, trimmed; else the placeholder; cut to the gateway’s 50', () => {
    expect(searchKeyword('  jazz ', '林夏')).toBe('jazz')
    expect(searchKeyword('   ', ' 林夏 ')).toBe('林夏')
    expect(searchKeyword('')).toBe('')
    expect([...searchKeyword('演'.repeat(80))]).toHaveLength(KEYWORD_MAX_LENGTH)
  })

  it('a search goes first, moved up when it was there, blank ones ignored', () => {
    expect(withSearch(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
    expect(withSearch(['a'], ' new ')).toEqual(['new', 'a'])
    expect(withSearch(['a'], '  ')).toEqual(['a'])
  })

  it(`keeps the latest ${SEARCH_HISTORY_MAX}`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `k${i}`)
    const next = withSearch(full, 'newest')
    expect(next).toHaveLength(SEARCH_HISTORY_MAX)
    expect(next[0]).toBe('newest')
    expect(next).not.toContain(`k${SEARCH_HISTORY_MAX - 1}`)
  })

  it('a stored history is read back only when it is a list of words', () => {
    expect(isHistory(['a', 'b'])).toBe(true)
    expect(isHistory('a')).toBe(false)
    expect(isHistory([1])).toBe(false)
  })
})

describe('paging', () => {
  it('a next page is appended without repeating a show already listed', () => {
    const shown = [{ showId: 'A' }, { showId: 'B' }]
    expect(appendPage(shown, [{ showId: 'B' }, { showId: 'C' }]).map((item) => item.showId)).toEqual(['A', 'B', 'C'])
    expect(appendPage([], [])).toEqual([])
  })
})

describe('virtualised rows', () => {
  const base = { viewportHeight: 800, listTop: 200, rowHeight: 160, count: 500, overscan: 4 }

  it('at the top: the rows on screen plus the overscan below', () => {
    expect(visibleRows({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 9 })
  })

  it('far down: only the rows around the screen, whatever the list’s length', () => {
    const rows = visibleRows({ ...base, scrollTop: 200 + 160 * 300 })
    expect(rows).toEqual({ start: 296, end: 309 })
    expect(rows.end - rows.start).toBeLessThan(20)
  })

  it('at the end: stops at the last row', () => {
    expect(visibleRows({ ...base, scrollTop: 200 + 160 * 500 })).toEqual({ start: 496, end: 500 })
  })

  it('no rows, or no row height yet: nothing', () => {
    expect(visibleRows({ ...base, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 })
    expect(visibleRows({ ...base, rowHeight: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 })
  })
})

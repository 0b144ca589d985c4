import { buildSeatTable, nameIn, rowSeats, seatIdOf, seatIndexOf, seatNumberOf, type SeatMapLayout } from '@/domain/seat-map'
import { stadiumLayout, theatreLayout } from '../../../server/src/services/catalogue/seatmap'
import { SMALL } from './fixtures'

describe('seat table from a layout', () => {
  const table = buildSeatTable(SMALL)

  it('flattens seats in layout order (stands, areas, rows, seats)', () => {
    expect(table.count).toBe(14)
    expect([...table.x.slice(0, 6)]).toEqual([10, 20, 30, 40, 50, 10])
    expect([...table.y.slice(4, 6)]).toEqual([30, 40])
    expect(table.x[10]).toBe(110)
    expect([...table.area]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
    expect([...table.row]).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2])
  })

  it('keeps areas with their stand, seat range, rows, bounds (half a seat beyond the centres) and centre', () => {
    const [a, b] = table.areas
    expect(a).toMatchObject({
      areaId: 'A',
      standId: '1F',
      standName: '一楼',
      standNameEn: 'Stalls',
      start: 0,
      count: 10,
      rows: [0, 1],
    })
    expect(a?.bounds).toEqual({ x0: 6, y0: 26, x1: 54, y1: 44 })
    expect([a?.cx, a?.cy]).toEqual([30, 35])
    expect(b).toMatchObject({ areaId: 'B', start: 10, count: 4 })
    expect(table.areaById.get('B')).toBe(1)
  })

  it('outlines an area: first row, right ends, last row backwards, left ends backwards', () => {
    expect(table.areas[0]?.outline).toEqual([
      10, 30, 20, 30, 30, 30, 40, 30, 50, 30, 50, 30, 50, 40, 50, 40, 40, 40, 30, 40, 20, 40, 10, 40, 10, 40, 10, 30,
    ])
  })

  it('makes ids as {areaId}-{row}-{n}, n counted from the row`s first number', () => {
    expect(seatIdOf(table, 0)).toBe('A-1-1')
    expect(seatIdOf(table, 9)).toBe('A-2-5')
    expect(seatIdOf(table, 10)).toBe('B-1-11')
    expect(seatIdOf(table, 13)).toBe('B-1-14')
    expect(seatNumberOf(table, 12)).toBe(13)
    expect(() => seatIdOf(table, 14)).toThrow(RangeError)
    expect(() => seatIdOf(table, -1)).toThrow(RangeError)
  })

  it('finds seats by id and refuses ids that are not seats', () => {
    for (let i = 0; i < table.count; i += 1) expect(seatIndexOf(table, seatIdOf(table, i))).toBe(i)
    for (const id of ['B-1-10', 'B-1-15', 'A-3-1', 'C-1-1', 'A-1-x', 'A-1-', '-1-1', 'A1', '', 'A--1', 'A-1-1.5']) {
      expect(seatIndexOf(table, id)).toBe(-1)
    }
  })

  it('accepts row labels with a dash', () => {
    const dashed: SeatMapLayout = {
      ...SMALL,
      stands: [
        {
          standId: 'S',
          name: 'S',
          nameEn: 'S',
          areas: [{ areaId: 'Z', name: 'Z', nameEn: 'Z', seatCount: 1, rows: [{ row: 'A-2', first: 3, xy: [1, 1] }] }],
        },
      ],
    }
    const t = buildSeatTable(dashed)
    expect(seatIdOf(t, 0)).toBe('Z-A-2-3')
    expect(seatIndexOf(t, 'Z-A-2-3')).toBe(0)
  })

  it('lists a row`s seats', () => {
    expect(rowSeats(table.rows[2]!)).toEqual([10, 11, 12, 13])
  })

  it('refuses a row whose positions are not pairs', () => {
    const broken: SeatMapLayout = {
      ...SMALL,
      stands: [
        {
          standId: 'S',
          name: 'S',
          nameEn: 'S',
          areas: [{ areaId: 'Z', name: 'Z', nameEn: 'Z', seatCount: 1, rows: [{ row: '1', first: 1, xy: [1, 2, 3] }] }],
        },
      ],
    }
    expect(() => buildSeatTable(broken)).toThrow(/odd/)
  })

  it('handles an area with no rows', () => {
    const empty: SeatMapLayout = {
      ...SMALL,
      stands: [
        { standId: 'S', name: 'S', nameEn: 'S', areas: [{ areaId: 'Z', name: 'Z', nameEn: 'Z', seatCount: 0, rows: [] }] },
      ],
    }
    const t = buildSeatTable(empty)
    expect(t.count).toBe(0)
    expect(t.areas[0]).toMatchObject({ count: 0, outline: [], bounds: { x0: 0, y0: 0, x1: 0, y1: 0 } })
  })

  it('flattens the gateway`s stadium (more than 20,000 seats) with every id round-tripping', () => {
    const stadium = buildSeatTable(stadiumLayout('VN1101') as SeatMapLayout)
    expect(stadium.count).toBeGreaterThan(20_000)
    expect(stadium.areas).toHaveLength(36)
    for (let i = 0; i < stadium.count; i += 97) expect(seatIndexOf(stadium, seatIdOf(stadium, i))).toBe(i)
  })
})

describe('seat map names in the page language (zh-MO in Traditional characters)', () => {
  /** Characters of the seeded seat-map names whose Traditional forms differ. */
  const SIMPLIFIED_ONLY = /[区楼东场]/u

  it('names an area, its stand and the stage in each language, the Chinese name where a layout has no Traditional one', () => {
    const table = buildSeatTable(stadiumLayout('V-TEST'))
    const area = table.areas.find((item) => item.areaId === '201')
    expect(area).toBeDefined()
    if (!area) return
    const names = (locale: string) => [
      nameIn(locale, { name: area.name, nameTw: area.nameTw, nameEn: area.nameEn }),
      nameIn(locale, { name: area.standName, nameTw: area.standNameTw, nameEn: area.standNameEn }),
      nameIn(locale, { name: table.stage.label, nameTw: table.stage.labelTw, nameEn: table.stage.labelEn }),
    ]
    expect(names('zh-CN')).toEqual(['201区', '东看台', '场地'])
    expect(names('zh-MO')).toEqual(['201區', '東看台', '場地'])
    expect(names('en-US')).toEqual(['Block 201', 'East Stand', 'Pitch'])
    // A layout saved before the Traditional names: zh-MO shows the Chinese name, not nothing.
    const old = buildSeatTable(SMALL).areas[0]
    expect(old && nameIn('zh-MO', { name: old.name, nameTw: old.nameTw, nameEn: old.nameEn })).toBe(old?.name)
  })

  it("has no Simplified-only character in any zh-MO name of the gateway's stadium and theatres", () => {
    for (const layout of [stadiumLayout('V1'), theatreLayout('V2', { stalls: [20, 6, 14], circle: [6, 10], balcony: [6, 10] })]) {
      const names = [
        layout.stage.labelTw,
        ...layout.stands.flatMap((stand) => [stand.nameTw, ...stand.areas.map((a) => a.nameTw)]),
      ]
      for (const name of names) expect([name, Boolean(name) && !SIMPLIFIED_ONLY.test(name)]).toEqual([name, true])
    }
  })
})

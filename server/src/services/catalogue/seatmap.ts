/**
 * Seat maps, served as Damai does: the venue's layout (large, static, cacheable) apart from
 * the seat states of a session (small, changing). A layout is stands -> areas -> rows, and a
 * row lists its seats' x,y pairs flat (`xy`); seat n of a row (numbered from `first`) has the
 * id `{areaId}-{row}-{n}`. The order of seats in the layout (stands, areas, rows, seats) is the
 * index the compact state bitmap uses.
 */

export interface SeatRow {
  readonly row: string
  readonly first: number
  /** x0, y0, x1, y1, ... in layout units (integers). */
  readonly xy: number[]
}

export interface SeatArea {
  readonly areaId: string
  readonly name: string
  /** The name in Traditional characters (zh-MO). */
  readonly nameTw: string
  readonly nameEn: string
  readonly seatCount: number
  readonly rows: SeatRow[]
}

export interface Stand {
  readonly standId: string
  readonly name: string
  readonly nameTw: string
  readonly nameEn: string
  readonly areas: SeatArea[]
}

export interface SeatMapLayout {
  readonly version: 1
  readonly venueId: string
  readonly width: number
  readonly height: number
  readonly seatSize: number
  readonly stage: {
    readonly shape: 'rect' | 'ellipse'
    readonly x: number
    readonly y: number
    readonly w: number
    readonly h: number
    readonly label: string
    readonly labelTw: string
    readonly labelEn: string
  }
  readonly seatIdFormat: '{areaId}-{row}-{seat}'
  readonly seatCount: number
  readonly stands: Stand[]
}

export const seatId = (areaId: string, row: string, seat: number): string => `${areaId}-${row}-${seat}`

/** Calls back for every seat in layout order. */
export function forEachSeat(
  layout: SeatMapLayout,
  visit: (id: string, area: SeatArea, stand: Stand, index: number) => void,
): void {
  let index = 0
  for (const stand of layout.stands) {
    for (const area of stand.areas) {
      for (const row of area.rows) {
        const count = row.xy.length / 2
        for (let i = 0; i < count; i += 1) {
          visit(seatId(area.areaId, row.row, row.first + i), area, stand, index)
          index += 1
        }
      }
    }
  }
}

// ----------------------------------------------------------------------------------------
// Generators (used by the seed).

const STAND_NAMES: Record<string, readonly [string, string, string]> = {
  E: ['东看台', '東看台', 'East Stand'],
  N: ['北看台', '北看台', 'North Stand'],
  W: ['西看台', '西看台', 'West Stand'],
  S: ['南看台', '南看台', 'South Stand'],
}

/** Points at equal arc length along an ellipse arc from angle a0 to a1 (radians, y up). */
function arcPoints(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, gap: number): number[] {
  const steps = 48
  const lengths = [0]
  let px = cx + rx * Math.cos(a0)
  let py = cy - ry * Math.sin(a0)
  for (let i = 1; i <= steps; i += 1) {
    const a = a0 + ((a1 - a0) * i) / steps
    const x = cx + rx * Math.cos(a)
    const y = cy - ry * Math.sin(a)
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(x - px, y - py))
    px = x
    py = y
  }
  const total = lengths[steps] ?? 0
  const count = Math.floor(total / gap)
  const out: number[] = []
  const margin = (total - (count - 1) * gap) / 2
  let seg = 1
  for (let k = 0; k < count; k += 1) {
    const target = margin + k * gap
    while (seg < steps && (lengths[seg] ?? 0) < target) seg += 1
    const l0 = lengths[seg - 1] ?? 0
    const l1 = lengths[seg] ?? l0
    const f = l1 > l0 ? (target - l0) / (l1 - l0) : 0
    const a = a0 + ((a1 - a0) * (seg - 1 + f)) / steps
    out.push(Math.round(cx + rx * Math.cos(a)), Math.round(cy - ry * Math.sin(a)))
  }
  return out
}

/**
 * A stadium bowl: four stands (E, N, W, S) around the pitch, a lower tier (areas 101-116)
 * and an upper tier (201-220). With the defaults it holds a little over 24,000 seats.
 */
export function stadiumLayout(venueId: string): SeatMapLayout {
  const size = 2600
  const cx = size / 2
  const cy = size / 2
  const gap = 8
  const rowGap = 11
  const tiers = [
    { base: 100, perStand: 4, rows: 24, rx: 470, ry: 350 },
    { base: 200, perStand: 5, rows: 26, rx: 470 + 24 * rowGap + 48, ry: 350 + 24 * rowGap + 48 },
  ]
  // Stand centres: E at 0°, N at 90°, W at 180°, S at 270° (y up).
  const stands = (['E', 'N', 'W', 'S'] as const).map((standId, s) => {
    const centre = (s * Math.PI) / 2
    const areas: SeatArea[] = []
    for (const tier of tiers) {
      const span = Math.PI / 2 / tier.perStand
      const aisle = 0.022
      for (let a = 0; a < tier.perStand; a += 1) {
        const areaNo = tier.base + s * tier.perStand + a + 1
        const from = centre - Math.PI / 4 + a * span + aisle / 2
        const to = from + span - aisle
        const rows: SeatRow[] = []
        for (let r = 0; r < tier.rows; r += 1) {
          const xy = arcPoints(cx, cy, tier.rx + r * rowGap, tier.ry + r * rowGap, to, from, gap)
          rows.push({ row: String(r + 1), first: 1, xy })
        }
        const seatCount = rows.reduce((sum, row) => sum + row.xy.length / 2, 0)
        areas.push({
          areaId: String(areaNo),
          name: `${areaNo}区`,
          nameTw: `${areaNo}區`,
          nameEn: `Block ${areaNo}`,
          seatCount,
          rows,
        })
      }
    }
    const [name, nameTw, nameEn] = STAND_NAMES[standId] ?? [standId, standId, standId]
    return { standId, name, nameTw, nameEn, areas }
  })
  return finish({
    version: 1,
    venueId,
    width: size,
    height: size,
    seatSize: 7,
    stage: { shape: 'ellipse', x: cx - 420, y: cy - 300, w: 840, h: 600, label: '场地', labelTw: '場地', labelEn: 'Pitch' },
    seatIdFormat: '{areaId}-{row}-{seat}',
    seatCount: 0,
    stands,
  })
}

export interface TheatreShape {
  /** Stalls rows and seats per row in the left, centre and right blocks. */
  readonly stalls: readonly [rows: number, side: number, centre: number]
  readonly circle: readonly [rows: number, perBlock: number]
  readonly balcony: readonly [rows: number, perBlock: number]
}

const CIRCLE_BLOCKS = [
  ['二楼左区', '二樓左區', 'Circle left'],
  ['二楼中区', '二樓中區', 'Circle centre'],
  ['二楼右区', '二樓右區', 'Circle right'],
] as const

/** A proscenium theatre: stalls (3 blocks), circle (3 blocks) and balcony (2 blocks). */
export function theatreLayout(venueId: string, shape: TheatreShape): SeatMapLayout {
  const gap = 22
  const rowGap = 26
  const [stallRows, side, centre] = shape.stalls
  const widest = (side * 2 + centre) * gap + 2 * 48
  const width = Math.max(1200, widest + 200)
  const cx = width / 2
  const curve = 0.00012

  type Names = readonly [name: string, nameTw: string, nameEn: string]
  const block = (areaId: string, [name, nameTw, nameEn]: Names, rows: number, seats: number, x0: number, y0: number) => {
    const list: SeatRow[] = []
    for (let r = 0; r < rows; r += 1) {
      const xy: number[] = []
      for (let s = 0; s < seats; s += 1) {
        const x = x0 + s * gap
        const y = y0 + r * rowGap + curve * (x - cx) * (x - cx)
        xy.push(Math.round(x), Math.round(y))
      }
      list.push({ row: String(r + 1), first: 1, xy })
    }
    return { areaId, name, nameTw, nameEn, seatCount: rows * seats, rows: list }
  }

  const stallsTop = 260
  const centreX = cx - ((centre - 1) * gap) / 2
  const stalls: Stand = {
    standId: '1F',
    name: '一楼池座',
    nameTw: '一樓池座',
    nameEn: 'Stalls',
    areas: [
      block('1L', ['一楼左区', '一樓左區', 'Stalls left'], stallRows, side, centreX - 48 - side * gap, stallsTop),
      block('1C', ['一楼中区', '一樓中區', 'Stalls centre'], stallRows, centre, centreX, stallsTop),
      block('1R', ['一楼右区', '一樓右區', 'Stalls right'], stallRows, side, centreX + (centre - 1) * gap + 48 + gap, stallsTop),
    ],
  }
  const [circleRows, perCircle] = shape.circle
  const circleTop = stallsTop + stallRows * rowGap + 90
  const circleWidth = perCircle * 3 * gap + 2 * 40
  const circleX = cx - circleWidth / 2
  const circle: Stand = {
    standId: '2F',
    name: '二楼楼座',
    nameTw: '二樓樓座',
    nameEn: 'Circle',
    areas: ['L', 'C', 'R'].map((sideId, i) =>
      block(
        `2${sideId}`,
        CIRCLE_BLOCKS[i] ?? ['', '', ''],
        circleRows,
        perCircle,
        circleX + i * (perCircle * gap + 40),
        circleTop,
      ),
    ),
  }
  const [balconyRows, perBalcony] = shape.balcony
  const balconyTop = circleTop + circleRows * rowGap + 80
  const balconyX = cx - (perBalcony * 2 * gap + 40) / 2
  const balcony: Stand = {
    standId: '3F',
    name: '三楼楼座',
    nameTw: '三樓樓座',
    nameEn: 'Balcony',
    areas: [
      block('3L', ['三楼左区', '三樓左區', 'Balcony left'], balconyRows, perBalcony, balconyX, balconyTop),
      block(
        '3R',
        ['三楼右区', '三樓右區', 'Balcony right'],
        balconyRows,
        perBalcony,
        balconyX + perBalcony * gap + 40,
        balconyTop,
      ),
    ],
  }
  return finish({
    version: 1,
    venueId,
    width: Math.round(width),
    height: Math.round(balconyTop + balconyRows * rowGap + 120),
    seatSize: 18,
    stage: { shape: 'rect', x: Math.round(cx - 360), y: 60, w: 720, h: 120, label: '舞台', labelTw: '舞台', labelEn: 'Stage' },
    seatIdFormat: '{areaId}-{row}-{seat}',
    seatCount: 0,
    stands: [stalls, circle, balcony],
  })
}

function finish(layout: SeatMapLayout): SeatMapLayout {
  let seatCount = 0
  for (const stand of layout.stands) for (const area of stand.areas) seatCount += area.seatCount
  return { ...layout, seatCount }
}

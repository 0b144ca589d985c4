/**
 * A venue's seat map layout, as the gateway serves it (`seat_map/layout`: stands -> areas -> rows,
 * a row's seat positions flat in `xy`), turned into flat typed arrays: seat i (layout order, the
 * order the state bitmap uses) has its centre at (x[i], y[i]), its area and row ordinals and its
 * number. Ids are made on demand (`{areaId}-{row}-{n}`), never stored per seat: 25,000 strings
 * would cost more than the whole table.
 */

export interface LayoutRow {
  readonly row: string
  readonly first: number
  /** x0, y0, x1, y1, ... in layout units. */
  readonly xy: readonly number[]
}

export interface LayoutArea {
  readonly areaId: string
  readonly name: string
  /** The name in Traditional characters (zh-MO); older layouts have none and show `name`. */
  readonly nameTw?: string
  readonly nameEn: string
  readonly seatCount: number
  readonly rows: readonly LayoutRow[]
}

export interface LayoutStand {
  readonly standId: string
  readonly name: string
  readonly nameTw?: string
  readonly nameEn: string
  readonly areas: readonly LayoutArea[]
}

export interface LayoutStage {
  readonly shape: 'rect' | 'ellipse'
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly label: string
  readonly labelTw?: string
  readonly labelEn: string
}

export interface SeatMapLayout {
  readonly version: number
  readonly venueId: string
  readonly width: number
  readonly height: number
  /** A seat's drawn size (its side), in layout units. */
  readonly seatSize: number
  readonly stage: LayoutStage
  readonly seatCount: number
  readonly stands: readonly LayoutStand[]
}

export interface Rect {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

export interface AreaInfo {
  readonly ordinal: number
  readonly areaId: string
  readonly name: string
  readonly nameTw: string
  readonly nameEn: string
  readonly standId: string
  readonly standName: string
  readonly standNameTw: string
  readonly standNameEn: string
  /** Its first seat's index and how many seats it has (consecutive in layout order). */
  readonly start: number
  readonly count: number
  /** Ordinals of its rows in `SeatTable.rows`. */
  readonly rows: readonly number[]
  /** Seat centres' bounds, grown by half a seat. */
  readonly bounds: Rect
  /** An outline around its seats: the first row, the rows' last seats, the last row back, the rows' first seats. */
  readonly outline: readonly number[]
  /** Centre of its seats (mean position), where its label goes. */
  readonly cx: number
  readonly cy: number
}

export interface RowInfo {
  readonly ordinal: number
  readonly area: number
  readonly label: string
  /** The number of its first seat. */
  readonly first: number
  readonly start: number
  readonly count: number
}

export interface SeatTable {
  readonly count: number
  readonly x: Float32Array
  readonly y: Float32Array
  /** Area ordinal per seat. */
  readonly area: Uint16Array
  /** Row ordinal per seat. */
  readonly row: Uint32Array
  readonly seatSize: number
  readonly width: number
  readonly height: number
  readonly stage: LayoutStage
  readonly areas: readonly AreaInfo[]
  readonly rows: readonly RowInfo[]
  readonly areaById: ReadonlyMap<string, number>
}

/** Flattens a layout. Throws on a layout whose rows have odd `xy` lengths (not pairs). */
export function buildSeatTable(layout: SeatMapLayout): SeatTable {
  let count = 0
  for (const stand of layout.stands)
    for (const area of stand.areas)
      for (const row of area.rows) {
        if (row.xy.length % 2 !== 0) throw new Error(`seat map: row ${area.areaId}-${row.row} has an odd xy list`)
        count += row.xy.length / 2
      }
  const x = new Float32Array(count)
  const y = new Float32Array(count)
  const areaOf = new Uint16Array(count)
  const rowOf = new Uint32Array(count)
  const areas: AreaInfo[] = []
  const rows: RowInfo[] = []
  const areaById = new Map<string, number>()
  const half = layout.seatSize / 2
  let i = 0
  for (const stand of layout.stands) {
    for (const area of stand.areas) {
      const ordinal = areas.length
      const start = i
      const rowOrdinals: number[] = []
      let x0 = Infinity
      let y0 = Infinity
      let x1 = -Infinity
      let y1 = -Infinity
      let sx = 0
      let sy = 0
      const right: number[] = []
      const left: number[] = []
      for (const row of area.rows) {
        const n = row.xy.length / 2
        rowOrdinals.push(rows.length)
        rows.push({ ordinal: rows.length, area: ordinal, label: row.row, first: row.first, start: i, count: n })
        for (let k = 0; k < n; k += 1) {
          const px = row.xy[2 * k] ?? 0
          const py = row.xy[2 * k + 1] ?? 0
          x[i] = px
          y[i] = py
          areaOf[i] = ordinal
          rowOf[i] = rows.length - 1
          if (px < x0) x0 = px
          if (py < y0) y0 = py
          if (px > x1) x1 = px
          if (py > y1) y1 = py
          sx += px
          sy += py
          i += 1
        }
        if (n > 0) {
          left.push(row.xy[0] ?? 0, row.xy[1] ?? 0)
          right.push(row.xy[2 * n - 2] ?? 0, row.xy[2 * n - 1] ?? 0)
        }
      }
      const n = i - start
      const firstRow = area.rows.find((row) => row.xy.length > 0)
      const lastRow = [...area.rows].reverse().find((row) => row.xy.length > 0)
      const outline = [...(firstRow?.xy ?? []), ...right, ...reversePairs(lastRow?.xy ?? []), ...reversePairs(left)]
      areaById.set(area.areaId, ordinal)
      areas.push({
        ordinal,
        areaId: area.areaId,
        name: area.name,
        nameTw: area.nameTw ?? area.name,
        nameEn: area.nameEn,
        standId: stand.standId,
        standName: stand.name,
        standNameTw: stand.nameTw ?? stand.name,
        standNameEn: stand.nameEn,
        start,
        count: n,
        rows: rowOrdinals,
        bounds: n ? { x0: x0 - half, y0: y0 - half, x1: x1 + half, y1: y1 + half } : { x0: 0, y0: 0, x1: 0, y1: 0 },
        outline,
        cx: n ? sx / n : 0,
        cy: n ? sy / n : 0,
      })
    }
  }
  return {
    count,
    x,
    y,
    area: areaOf,
    row: rowOf,
    seatSize: layout.seatSize,
    width: layout.width,
    height: layout.height,
    stage: layout.stage,
    areas,
    rows,
    areaById,
  }
}

function reversePairs(xy: readonly number[]): number[] {
  const out: number[] = []
  for (let k = xy.length - 2; k >= 0; k -= 2) out.push(xy[k] ?? 0, xy[k + 1] ?? 0)
  return out
}

/** Seat n of a row has the id `{areaId}-{row}-{n}` (the gateway's `seatIdFormat`). */
export function seatIdOf(table: SeatTable, index: number): string {
  const row = table.rows[table.row[index] ?? 0]
  const area = table.areas[row?.area ?? 0]
  if (!row || !area || index < 0 || index >= table.count) throw new RangeError(`seat map: no seat ${index}`)
  return `${area.areaId}-${row.label}-${row.first + index - row.start}`
}

/** The seat's number within its row. */
export function seatNumberOf(table: SeatTable, index: number): number {
  const row = table.rows[table.row[index] ?? 0]
  return row ? row.first + index - row.start : 0
}

/** The index of a seat id, or -1 when the layout has no such seat. Area ids may not contain '-'; row labels may. */
export function seatIndexOf(table: SeatTable, id: string): number {
  const dash = id.indexOf('-')
  const last = id.lastIndexOf('-')
  if (dash <= 0 || last <= dash + 1 || last === id.length - 1) return -1
  const area = table.areas[table.areaById.get(id.slice(0, dash)) ?? -1]
  if (!area) return -1
  const label = id.slice(dash + 1, last)
  const text = id.slice(last + 1)
  if (!/^\d+$/.test(text)) return -1
  const number = Number(text)
  for (const ordinal of area.rows) {
    const row = table.rows[ordinal]
    if (row && row.label === label) {
      const offset = number - row.first
      return offset >= 0 && offset < row.count ? row.start + offset : -1
    }
  }
  return -1
}

/** The seats of a row as indices. */
export function rowSeats(row: RowInfo): number[] {
  return Array.from({ length: row.count }, (_, k) => row.start + k)
}

/** A seat map name in the page's language: English, Traditional (zh-MO, else the Chinese name) or Chinese. */
export function nameIn(
  locale: string,
  names: { readonly name: string; readonly nameTw?: string; readonly nameEn: string },
): string {
  if (locale === 'en-US') return names.nameEn
  if (locale === 'zh-MO') return names.nameTw ?? names.name
  return names.name
}

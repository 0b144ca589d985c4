import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { SEAT_STATE, formatMoney, seatNumberOf, type Plan, type SeatTable } from '@/domain/seat-map'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/seatmap'

export interface SeatListProps {
  readonly table: SeatTable
  readonly plans: readonly Plan[]
  readonly planOfArea: Int16Array
  readonly states: Uint8Array
  readonly selection: readonly number[]
  /** The area whose seats are listed, or -1 for none yet. */
  readonly area: number
  readonly areaName: (area: number) => string
  /** The name of the stand an area is in. */
  readonly standName: (area: number) => string
  readonly onArea: (area: number) => void
  readonly onSeat: (seat: number) => void
}

/**
 * The list alternative to the canvas (screen readers, keyboards): areas grouped by stand with
 * their price and free seats, then the chosen area's rows with a button per free or chosen seat.
 * Native buttons, so Tab and Enter or Space work on H5; `aria-pressed` tells chosen seats.
 */
export function SeatList({
  table,
  plans,
  planOfArea,
  states,
  selection,
  area,
  areaName,
  standName,
  onArea,
  onSeat,
}: SeatListProps) {
  const t = useT()
  const chosen = useMemo(() => new Set(selection), [selection])
  const free = useMemo(() => {
    const counts = new Uint32Array(table.areas.length)
    for (let i = 0; i < table.count; i += 1)
      if (states[i] === SEAT_STATE.FREE) {
        const a = table.area[i] ?? 0
        counts[a] = (counts[a] ?? 0) + 1
      }
    return counts
  }, [table, states])
  const stands = useMemo(() => {
    const groups: Array<{ standId: string; areas: number[] }> = []
    for (const a of table.areas) {
      const last = groups[groups.length - 1]
      if (last && last.standId === a.standId) last.areas.push(a.ordinal)
      else groups.push({ standId: a.standId, areas: [a.ordinal] })
    }
    return groups
  }, [table])
  const info = table.areas[area]
  const plan = (a: number): Plan | undefined => plans[planOfArea[a] ?? -1]

  return (
    <View className='seat-list' role='region' aria-label={t('seatmap.list.title')}>
      <Text className='seat-list__title'>{t('seatmap.list.chooseArea')}</Text>
      {stands.map((stand) => (
        <View key={stand.standId} className='seat-list__stand' role='group' aria-label={standName(stand.areas[0] ?? 0)}>
          <Text className='seat-list__stand-name'>{standName(stand.areas[0] ?? 0)}</Text>
          <View className='seat-list__areas'>
            {stand.areas.map((a) => {
              const p = plan(a)
              const count = p ? (free[a] ?? 0) : 0
              return (
                <button
                  key={a}
                  type='button'
                  className={`seat-btn seat-list__area${a === area ? ' seat-list__area--open' : ''}`}
                  aria-expanded={a === area}
                  disabled={!p}
                  data-area={table.areas[a]?.areaId}
                  onClick={() => onArea(a)}
                >
                  <span className='seat-list__swatch' style={{ background: p?.colour ?? 'transparent' }} aria-hidden />
                  <span className='seat-list__area-name'>{areaName(a)}</span>
                  <span className='seat-list__area-meta'>
                    {p
                      ? `${formatMoney(p.priceCents, p.priceInfo)} · ${t('seatmap.list.free', { count })}`
                      : t('seatmap.list.notOnSale')}
                  </span>
                </button>
              )
            })}
          </View>
        </View>
      ))}

      {info && (
        <View className='seat-list__seats' role='group' aria-label={areaName(area)}>
          <Text className='seat-list__title'>{t('seatmap.list.seatsOf', { area: areaName(area) })}</Text>
          {(free[area] ?? 0) === 0 && !info.rows.some((r) => rowHasChosen(table, r, chosen)) && (
            <Text className='seat-list__none'>{t('seatmap.list.noFree')}</Text>
          )}
          {info.rows.map((ordinal) => {
            const row = table.rows[ordinal]
            if (!row) return null
            const seats: number[] = []
            for (let k = 0; k < row.count; k += 1) {
              const seat = row.start + k
              if (states[seat] === SEAT_STATE.FREE || chosen.has(seat)) seats.push(seat)
            }
            if (!seats.length) return null
            const p = plan(area)
            return (
              <View key={ordinal} className='seat-list__row' role='group' aria-label={t('seatmap.list.row', { row: row.label })}>
                <Text className='seat-list__row-label' aria-hidden>
                  {t('seatmap.list.row', { row: row.label })}
                </Text>
                <View className='seat-list__row-seats'>
                  {seats.map((seat) => {
                    const number = seatNumberOf(table, seat)
                    const on = chosen.has(seat)
                    return (
                      <button
                        key={seat}
                        type='button'
                        className={`seat-btn seat-list__seat${on ? ' seat-list__seat--on' : ''}`}
                        aria-pressed={on}
                        aria-label={t('seatmap.list.seatLabel', {
                          area: areaName(area),
                          row: row.label,
                          seat: number,
                          price: p ? formatMoney(p.priceCents, p.priceInfo) : '',
                        })}
                        data-seat={`${table.areas[area]?.areaId}-${row.label}-${number}`}
                        onClick={() => onSeat(seat)}
                      >
                        {number}
                      </button>
                    )
                  })}
                </View>
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}

function rowHasChosen(table: SeatTable, ordinal: number, chosen: ReadonlySet<number>): boolean {
  const row = table.rows[ordinal]
  if (!row) return false
  for (let k = 0; k < row.count; k += 1) if (chosen.has(row.start + k)) return true
  return false
}

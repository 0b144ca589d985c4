import { usePageReturn } from '@/components/server-data'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react'
import type { SeatsChosen } from '@/api/seatmap'
import {
  initialSeatPickerState,
  seatPickerReducer,
  seatsReady,
  suggestion,
  type SeatPickerEvent,
  type SeatPickerState,
} from '@/domain/checkout/seat-picker'
import {
  chosenPlanOrdinal,
  maxSeats,
  nameIn,
  reconcile,
  seatIdOf,
  seatIndexOf,
  seatNumberOf,
  seatsBounds,
  type Plan,
} from '@/domain/seat-map'
import { navigate } from '@/navigation/navigate'
import { RESULT_PAGES, usePageResult } from '@/navigation/results'
import { localeAtom } from '@/state/preferences'
import type { InputSink } from './canvas-surface'
import { SeatMapEngine, type Surface } from './engine'
import { useSeatMapTheme } from './theme'
import type { SeatMapData } from './use-seat-map'

export interface PickerInput {
  readonly showId: string
  readonly sessionId: string
  readonly quantity?: number
  readonly limit?: number
  readonly seatPlanId?: string
  readonly data: SeatMapData
  readonly refresh: () => Promise<{ states: Uint8Array; plans: Plan[] } | null>
}

/** Area and stand names in the buyer's language. */
function useNames(data: SeatMapData) {
  const locale = useAtomValue(localeAtom)
  const { table } = data
  const areaName = useCallback(
    (a: number) => {
      const area = table.areas[a]
      return area ? nameIn(locale, { name: area.name, nameTw: area.nameTw, nameEn: area.nameEn }) : ''
    },
    [locale, table],
  )
  const standName = useCallback(
    (a: number) => {
      const area = table.areas[a]
      return area ? nameIn(locale, { name: area.standName, nameTw: area.standNameTw, nameEn: area.standNameEn }) : ''
    },
    [locale, table],
  )
  return { locale, areaName, standName }
}

/**
 * The map's engine: made once the canvas is ready (taps come back as events), then fed the
 * machine's theme, states and selection; disposed with the picker.
 */
function useSeatEngine(
  data: SeatMapData,
  latest: { readonly current: SeatPickerState },
  dispatch: Dispatch<SeatPickerEvent>,
  names: { readonly locale: string; readonly areaName: (area: number) => string },
) {
  const { theme } = useSeatMapTheme()
  const { table, plans, planOfArea } = data
  const { locale, areaName } = names
  const engine = useRef<SeatMapEngine | null>(null)
  const input = useRef<InputSink | null>(null)

  // The engine: made once the canvas is ready; taps come back as events.
  const onSurface = useCallback(
    (surface: Surface | null, canvas?: unknown) => {
      if (!surface) return dispatch({ type: 'canvasMissing' })
      const en = locale === 'en-US'
      const made = new SeatMapEngine(
        surface,
        {
          table,
          index: data.index,
          plans,
          planOfArea,
          stageLabel: nameIn(locale, { name: table.stage.label, nameTw: table.stage.labelTw, nameEn: table.stage.labelEn }),
          // On the overview the English names ('Block 205') overlap: the area number says it there.
          areaLabel: (a) => (en ? (table.areas[a]?.areaId ?? '') : areaName(a)),
        },
        latest.current.states,
        theme,
        {
          onSeatTap: (seat) => dispatch({ type: 'seatTapped', seat }),
          onAreaTap: (area) => dispatch({ type: 'areaOpened', area }),
          onViewEnd: (_view, seats) => dispatch({ type: 'viewChanged', seatsShown: seats }),
        },
      )
      made.setSelection(latest.current.selection)
      engine.current?.dispose()
      engine.current = made
      input.current = made
      made.firstDraw()
      // For the end-to-end tests and the benchmark: they find seats on screen through it.
      if (canvas && typeof canvas === 'object') {
        const pointOf = (id: string) => {
          const seat = seatIndexOf(table, id)
          return seat < 0 ? null : made.seatScreenPoint(seat)
        }
        const freeOnScreen = (max: number) => made.freeSeatsOnScreen(max).map((seat) => seatIdOf(table, seat))
        ;(canvas as { seatMap?: unknown }).seatMap = { engine: made, table, pointOf, freeOnScreen, indexMs: data.indexMs }
      }
      dispatch({ type: 'canvasReady' })
    },
    // The engine lives as long as the canvas; theme, states and selection reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, data.index, plans, planOfArea, locale, areaName],
  )
  useEffect(() => engine.current?.setTheme(theme), [theme])
  useEffect(() => () => engine.current?.dispose(), [])

  const { states, selection } = latest.current
  useEffect(() => engine.current?.setStates(states), [states])
  useEffect(() => engine.current?.setSelection(selection), [selection])
  return { engine, input, onSurface }
}

/**
 * The seat picker's state is the machine of domain/checkout/seat-picker; this hook owns the map's
 * engine (made once the canvas is ready, fed the machine's selection and states), fetches fresh
 * states, and goes on to confirm order.
 */
export function useSeatPicker({ showId, sessionId, quantity, limit, seatPlanId, data, refresh }: PickerInput) {
  const { table, plans, planOfArea } = data
  const [state, dispatch] = useReducer(seatPickerReducer, undefined, () =>
    initialSeatPickerState({
      max: maxSeats(limit ?? data.session?.limit, quantity),
      quantity,
      states: data.states,
      pricePick: chosenPlanOrdinal(plans, seatPlanId),
    }),
  )
  const { locale, areaName, standName } = useNames(data)
  const planOfSeat = useCallback((seat: number) => planOfArea[table.area[seat] ?? 0] ?? -1, [planOfArea, table])
  const latest = useRef(state)
  latest.current = state
  const { engine, input, onSurface } = useSeatEngine(data, latest, dispatch, { locale, areaName })

  /** Fresh states: chosen seats someone else took drop out, with a message. True when none did. */
  const refreshStates = useCallback(async (): Promise<boolean> => {
    const fresh = await refresh()
    if (!fresh) {
      dispatch({ type: 'refreshFailed' })
      return false
    }
    const { lost } = reconcile(latest.current.selection, fresh.states)
    dispatch({ type: 'statesRefreshed', states: fresh.states })
    return lost.length === 0
  }, [refresh])

  // Back from another page (confirm order refused seats someone else took): the states again.
  usePageReturn(() => void refreshStates())

  const chosen = useMemo(
    () =>
      state.selection.map((seat) => ({
        seat,
        id: seatIdOf(table, seat),
        plan: plans[planOfSeat(seat)],
        area: table.area[seat] ?? 0,
        row: table.rows[table.row[seat] ?? 0]?.label ?? '',
        number: seatNumberOf(table, seat),
      })),
    [state.selection, plans, planOfSeat, table],
  )
  const totalCents = chosen.reduce((sum, c) => sum + (c.plan?.priceCents ?? 0), 0)

  const seatsAsked = usePageResult(RESULT_PAGES.seats)
  const confirm = async () => {
    dispatch({ type: 'confirmTapped' })
    if (state.busy || !seatsReady(state)) return
    try {
      if (!(await refreshStates())) return
      const seats = chosen.map((c) => ({
        seatId: c.id,
        seatPlanId: c.plan?.seatPlanId ?? '',
        priceCents: c.plan?.priceCents ?? 0,
      }))
      // A page that opened the picker to choose seats gets them; otherwise confirm order opens.
      if (seatsAsked.asked) {
        const payload: SeatsChosen = { showId, sessionId, seats, totalCents }
        await seatsAsked.returnResult(payload)
        return
      }
      await navigate('confirmOrder', {
        showId,
        sessionId,
        seatIds: seats.map((s) => s.seatId).join(','),
        seatPlanIds: seats.map((s) => s.seatPlanId).join(','),
        qty: String(seats.length),
      })
    } finally {
      dispatch({ type: 'confirmEnded' })
    }
  }

  return {
    state,
    dispatch,
    data,
    sessionId,
    engine,
    input,
    onSurface,
    areaName,
    standName,
    seatNumber: (seat: number) => seatNumberOf(table, seat),
    chosen,
    totalCents,
    currency: chosen[0]?.plan?.priceInfo ?? plans[0]?.priceInfo,
    ready: seatsReady(state),
    chooseArea: (area: number) => {
      dispatch({ type: 'areaOpened', area })
      engine.current?.openArea(area)
    },
    /** Best seats together in the chosen tier; next to or instead of picked seats only once the buyer agrees. */
    suggest: () => {
      const event = suggestion(state, table, planOfSeat)
      dispatch(event)
      if (event.type !== 'suggested') return
      // Shows these seats on the map (their area opened, zoomed to them).
      const bounds = seatsBounds(table, event.found.seats)
      if (bounds) engine.current?.reveal(bounds)
    },
    confirm: () => void confirm(),
  }
}

export type SeatPickerView = ReturnType<typeof useSeatPicker>

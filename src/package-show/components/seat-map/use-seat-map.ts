import { useCallback, useEffect, useRef, useState } from 'react'
import {
  fetchSeatMapLayout,
  fetchSeatStates,
  fetchSessionBrief,
  forgetSeatMapLayout,
  type SeatStates,
  type SessionBrief,
} from '@/api/seatmap'
import {
  buildSeatTable,
  buildSpatialIndex,
  planOfAreas,
  plansOf,
  statesFromBitmap,
  statesFromList,
  type Plan,
  type SeatTable,
  type SpatialIndex,
} from '@/domain/seat-map'

export interface SeatMapData {
  readonly table: SeatTable
  readonly index: SpatialIndex
  readonly plans: readonly Plan[]
  readonly planOfArea: Int16Array
  readonly states: Uint8Array
  readonly freeCount: number
  readonly session: SessionBrief | undefined
  /** How long the layout took to become a table and an index, ms. */
  readonly indexMs: number
}

export type SeatMapLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: SeatMapData }

function statesOf(table: SeatTable, answer: SeatStates): Uint8Array {
  return answer.format === 'list' ? statesFromList(table, answer.seats) : statesFromBitmap(table.count, answer.bitmap)
}

/**
 * Loads the layout (kept for the app's run), the session's states and the session itself in
 * parallel; builds the seat table and the spatial index once. `refresh()` fetches the states
 * again and resolves to them (the layout stays).
 */
export function useSeatMap(showId: string, sessionId: string) {
  const [load, setLoad] = useState<SeatMapLoad>({ status: 'loading' })
  const sequence = useRef(0)

  const run = useCallback(async () => {
    const mine = ++sequence.current
    setLoad({ status: 'loading' })
    try {
      const [layout, answer, session] = await Promise.all([
        fetchSeatMapLayout(sessionId),
        fetchSeatStates(sessionId),
        showId ? fetchSessionBrief(showId, sessionId).catch(() => undefined) : Promise.resolve(undefined),
      ])
      const started = Date.now()
      const table = buildSeatTable(layout)
      const index = buildSpatialIndex(table)
      const plans = plansOf(answer.seatPlans)
      const data: SeatMapData = {
        table,
        index,
        plans,
        planOfArea: planOfAreas(table, plans, answer.areaSeatPlans),
        states: statesOf(table, answer),
        freeCount: answer.freeCount,
        session,
        indexMs: Date.now() - started,
      }
      if (mine === sequence.current) setLoad({ status: 'ready', data })
    } catch (error) {
      forgetSeatMapLayout(sessionId)
      if (mine === sequence.current) setLoad({ status: 'error', error })
    }
  }, [showId, sessionId])

  useEffect(() => {
    void run()
    return () => {
      sequence.current += 1
    }
  }, [run])

  /** Fresh states for the loaded layout (null when it failed or nothing is loaded). */
  const refresh = useCallback(async (): Promise<{ states: Uint8Array; plans: Plan[] } | null> => {
    if (load.status !== 'ready') return null
    try {
      const answer = await fetchSeatStates(sessionId)
      return { states: statesOf(load.data.table, answer), plans: plansOf(answer.seatPlans) }
    } catch {
      return null
    }
  }, [load, sessionId])

  return { load, reload: run, refresh }
}

import { useCallback } from 'react'
import { useServerData } from '@/components/server-data'
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

function statesOf(table: SeatTable, answer: SeatStates): Uint8Array {
  return answer.format === 'list' ? statesFromList(table, answer.seats) : statesFromBitmap(table.count, answer.bitmap)
}

async function loadSeatMap(showId: string, sessionId: string): Promise<SeatMapData> {
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
    return {
      table,
      index,
      plans,
      planOfArea: planOfAreas(table, plans, answer.areaSeatPlans),
      states: statesOf(table, answer),
      freeCount: answer.freeCount,
      session,
      indexMs: Date.now() - started,
    }
  } catch (error) {
    forgetSeatMapLayout(sessionId)
    throw error
  }
}

/**
 * The seat map as server data: the layout (kept for the app's run), the session's states and the
 * session itself, loaded in parallel; the seat table and the spatial index built once. Not loaded
 * again when the page shows again: the picker then asks `refresh()` for fresh states only, which it
 * reconciles with the buyer's seats (use-seat-picker), so the map and the seats chosen stay.
 */
export function useSeatMap(showId: string, sessionId: string) {
  const load = useServerData(['seat-map', showId, sessionId], () => loadSeatMap(showId, sessionId), { reloadOnShow: false })
  const table = load.status === 'ready' ? load.data.table : undefined

  /** Fresh states for the loaded layout (null when it failed or nothing is loaded). */
  const refresh = useCallback(async (): Promise<{ states: Uint8Array; plans: Plan[] } | null> => {
    if (!table) return null
    try {
      const answer = await fetchSeatStates(sessionId)
      return { states: statesOf(table, answer), plans: plansOf(answer.seatPlans) }
    } catch {
      return null
    }
  }, [table, sessionId])

  return { load, refresh }
}

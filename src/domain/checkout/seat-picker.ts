/**
 * The seat picker as a pure state machine (issue 17 item 4): the seats chosen, the states they
 * are judged against, the best-seats suggestion and its offer, the legend's price, the list, and
 * the message in the summary; changed only by events. The screen draws the map (the engine),
 * dispatches taps and fresh states, and renders the state.
 */
import {
  SEAT_STATE,
  canConfirm,
  reconcile,
  suggestTogether,
  toggleSeat,
  type SeatTable,
  type ToggleOutcome,
} from '@/domain/seat-map'

/** The summary's message: `seatmap.notice.<kind>` with its values. */
export interface SeatNotice {
  readonly kind: ToggleOutcome | 'lost' | 'noBest' | 'needExactly' | 'refreshFailed'
  readonly values?: Readonly<Record<string, number>>
}

/** A suggestion that would change the seats already picked waits for the buyer's yes. */
export interface SeatOffer {
  readonly seats: readonly number[]
  /** How many picked seats it replaces. */
  readonly replaces: number
}

export type CanvasState = 'pending' | 'ready' | 'none'

export interface SeatPickerState {
  /** The most seats the buyer may pick (maxSeats: the limit, or the quantity chosen before). */
  readonly max: number
  /** The quantity chosen before (booking): exactly this many seats. */
  readonly quantity: number | undefined
  readonly states: Uint8Array
  readonly selection: readonly number[]
  readonly offer: SeatOffer | null
  readonly notice: SeatNotice | null
  /** How many seats together the best-seats button looks for. */
  readonly together: number
  /** The legend's price tier (its ordinal), where the best seats are looked for. */
  readonly pricePick: number | undefined
  /** The area open on the map and in the list (-1: none). */
  readonly openArea: number
  readonly listOpen: boolean
  readonly canvas: CanvasState
  /** The map is zoomed in to seats (not the overview of areas). */
  readonly seatsShown: boolean
  /** Confirm is on its way (states fetched again, then on to confirm order). */
  readonly busy: boolean
}

export type SeatPickerEvent =
  | { readonly type: 'seatTapped'; readonly seat: number }
  | { readonly type: 'canvasReady' }
  | { readonly type: 'canvasMissing' }
  | { readonly type: 'areaOpened'; readonly area: number }
  | { readonly type: 'viewChanged'; readonly seatsShown: boolean }
  | { readonly type: 'statesRefreshed'; readonly states: Uint8Array }
  | { readonly type: 'refreshFailed' }
  | { readonly type: 'suggested'; readonly found: SeatOffer & { readonly needsConsent: boolean }; readonly area: number }
  | { readonly type: 'noSuggestion' }
  | { readonly type: 'offerAccepted' }
  | { readonly type: 'offerDeclined' }
  | { readonly type: 'pricePicked'; readonly ordinal: number }
  | { readonly type: 'togetherStepped'; readonly delta: number }
  | { readonly type: 'listToggled' }
  | { readonly type: 'confirmTapped' }
  | { readonly type: 'confirmEnded' }

export function initialSeatPickerState(input: {
  readonly max: number
  readonly quantity: number | undefined
  readonly states: Uint8Array
  readonly pricePick: number | undefined
}): SeatPickerState {
  return {
    max: input.max,
    quantity: input.quantity,
    states: input.states,
    selection: [],
    offer: null,
    notice: null,
    together: Math.min(input.max, input.quantity ?? 2),
    pricePick: input.pricePick,
    openArea: -1,
    listOpen: false,
    canvas: 'pending',
    seatsShown: false,
    busy: false,
  }
}

/** Confirm may go on: exactly the quantity chosen before, or at least one seat. */
export const seatsReady = (state: SeatPickerState): boolean => canConfirm(state.selection.length, state.quantity)

/** The best seats together in the chosen tier, from the selection: the event to dispatch. */
export function suggestion(state: SeatPickerState, table: SeatTable, planOf: (seat: number) => number): SeatPickerEvent {
  const found = suggestTogether(table, state.states, planOf, state.together, {
    ...(state.pricePick === undefined ? {} : { plan: state.pricePick }),
    selection: state.selection,
  })
  if (!found) return { type: 'noSuggestion' }
  return {
    type: 'suggested',
    found: { seats: found.seats, replaces: found.replaces.length, needsConsent: found.needsConsent },
    area: table.area[found.seats[0] ?? 0] ?? 0,
  }
}

/** The picker after one event. Messages show in the summary, not as a toast over the map. */
export function seatPickerReducer(state: SeatPickerState, event: SeatPickerEvent): SeatPickerState {
  switch (event.type) {
    case 'seatTapped': {
      const result = toggleSeat(state.selection, event.seat, state.states, state.max)
      if (result.outcome === 'limit') return { ...state, notice: { kind: 'limit', values: { max: state.max } } }
      if (result.outcome === 'unavailable') return { ...state, notice: { kind: 'unavailable' } }
      return { ...state, notice: null, offer: null, selection: result.selection }
    }
    case 'canvasReady':
      return { ...state, canvas: 'ready' }
    case 'canvasMissing':
      return { ...state, canvas: 'none', listOpen: true }
    case 'areaOpened':
      return { ...state, openArea: event.area }
    case 'viewChanged':
      return { ...state, seatsShown: event.seatsShown }
    case 'statesRefreshed': {
      // Chosen seats someone else took drop out, with a message.
      const { selection, lost } = reconcile(state.selection, event.states)
      if (!lost.length) return { ...state, states: event.states }
      return { ...state, states: event.states, selection, notice: { kind: 'lost', values: { count: lost.length } } }
    }
    case 'refreshFailed':
      return { ...state, notice: { kind: 'refreshFailed' } }
    case 'noSuggestion':
      return { ...state, offer: null, notice: { kind: 'noBest', values: { count: state.together } } }
    case 'suggested': {
      const { seats, replaces, needsConsent } = event.found
      const shown = { ...state, notice: null, openArea: event.area }
      return needsConsent ? { ...shown, offer: { seats, replaces } } : { ...shown, offer: null, selection: seats }
    }
    case 'offerAccepted': {
      const offer = state.offer
      if (!offer) return state
      // Taken by someone else meanwhile: not offered any more.
      if (offer.seats.some((seat) => state.states[seat] !== SEAT_STATE.FREE)) {
        return { ...state, offer: null, notice: { kind: 'noBest', values: { count: offer.seats.length } } }
      }
      return { ...state, offer: null, selection: offer.seats }
    }
    case 'offerDeclined':
      return { ...state, offer: null }
    case 'pricePicked':
      return { ...state, pricePick: state.pricePick === event.ordinal ? undefined : event.ordinal }
    case 'togetherStepped':
      return { ...state, together: Math.max(1, Math.min(state.max, state.together + event.delta)) }
    case 'listToggled':
      return { ...state, listOpen: !state.listOpen }
    case 'confirmTapped':
      if (state.busy) return state
      if (!seatsReady(state)) return { ...state, notice: { kind: 'needExactly', values: { count: state.quantity ?? 1 } } }
      return { ...state, busy: true }
    case 'confirmEnded':
      return { ...state, busy: false }
  }
}

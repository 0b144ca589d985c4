import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { SEATS_CHOSEN_EVENT, type SeatsChosen } from '@/api/seatmap'
import { Button } from '@/components/ui'
import {
  SEAT_STATE,
  ZOOM_STEP,
  canConfirm,
  chosenPlanOrdinal,
  formatMoney,
  legendOrder,
  maxSeats,
  nameIn,
  reconcile,
  seatIdOf,
  seatIndexOf,
  seatNumberOf,
  seatsBounds,
  suggestTogether,
  toggleSeat,
  type Plan,
  type ToggleOutcome,
} from '@/domain/seat-map'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { CanvasSurface, type InputSink } from './canvas-surface'
import { SeatMapEngine, type Surface } from './engine'
import { SeatList } from './seat-list'
import { useSeatMapTheme } from './theme'
import { useSeatMap, type SeatMapData } from './use-seat-map'
import './seat-map.scss'
import '@/i18n/locales/seatmap'

export interface SeatPickerProps {
  readonly showId: string
  readonly sessionId: string
  /** The quantity chosen before (booking): exactly this many seats. */
  readonly quantity?: number
  /** The purchase limit, when the caller knows it; else the session's. */
  readonly limit?: number
  /** The price tier chosen before (booking): picked in the legend, where the best seats are looked for. */
  readonly seatPlanId?: string
}

/**
 * The pick-seat screen (issue 8 item 3): the venue on a canvas (overview of areas, then seats;
 * pinch, pan, wheel and buttons to zoom), a price legend, a best-available suggestion, the list
 * alternative, and the summary with confirm. Loading, error and not-a-seat-map states.
 */
export function SeatPicker(props: SeatPickerProps) {
  const t = useT()
  const { load, reload, refresh } = useSeatMap(props.showId, props.sessionId)

  if (load.status === 'loading') {
    return (
      <View className='seat-picker seat-picker--loading' aria-busy aria-label={t('seatmap.loading')}>
        <View className='seat-picker__skeleton seat-picker__skeleton--legend' />
        <View className='seat-picker__skeleton seat-picker__skeleton--map' />
        <Text className='seat-picker__loading-text'>{t('seatmap.loading')}</Text>
      </View>
    )
  }
  if (load.status === 'error') {
    const missing = isNotFound(load.error)
    return (
      <View className='seat-picker seat-picker--error' role='alert'>
        <Text className='seat-picker__state-text'>{t(missing ? 'seatmap.notSeated' : 'seatmap.loadFailed')}</Text>
        {!missing && (
          <Button className='seat-picker__retry' type='primary' size='small' onClick={() => void reload()}>
            {t('seatmap.retry')}
          </Button>
        )}
      </View>
    )
  }
  return <ReadySeatPicker {...props} data={load.data} refresh={refresh} />
}

/** The gateway answers 404 for a session whose show does not pick seats (or no such session). */
const isNotFound = (error: unknown): boolean =>
  isHttpError(error) && (String(error.statusCode) === '404' || error.httpCode === 404)

interface ReadyProps extends SeatPickerProps {
  readonly data: SeatMapData
  readonly refresh: () => Promise<{ states: Uint8Array; plans: Plan[] } | null>
}

type Notice = { kind: ToggleOutcome | 'lost' | 'noBest' | 'needExactly' | 'refreshFailed'; values?: Record<string, number> }

function ReadySeatPicker({ showId, sessionId, quantity, limit, seatPlanId, data, refresh }: ReadyProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const { theme } = useSeatMapTheme()
  const { table, plans, planOfArea } = data
  const [states, setStates] = useState(data.states)
  const [selection, setSelection] = useState<readonly number[]>([])
  const [seatsShown, setSeatsShown] = useState(false)
  const [openArea, setOpenArea] = useState(-1)
  const [listOpen, setListOpen] = useState(false)
  const [canvasState, setCanvasState] = useState<'pending' | 'ready' | 'none'>('pending')
  const [notice, setNotice] = useState<Notice | null>(null)
  const [busy, setBusy] = useState(false)
  const max = maxSeats(limit ?? data.session?.limit, quantity)
  const [together, setTogether] = useState(() => Math.min(max, quantity ?? 2))
  const [pricePick, setPricePick] = useState<number | undefined>(() => chosenPlanOrdinal(plans, seatPlanId))
  // A suggestion that would change the seats already picked waits for the buyer's yes.
  const [offer, setOffer] = useState<{ readonly seats: readonly number[]; readonly replaces: number } | null>(null)

  const engine = useRef<SeatMapEngine | null>(null)
  const input = useRef<InputSink | null>(null)
  const selectionRef = useRef(selection)
  const statesRef = useRef(states)
  statesRef.current = states

  const en = locale === 'en-US'
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
  const planOfSeat = useCallback((seat: number) => planOfArea[table.area[seat] ?? 0] ?? -1, [planOfArea, table])

  // Messages show in the summary (role alert), not as a toast: a toast over the map would catch taps.
  const say = useCallback((next: Notice) => setNotice(next), [])

  const apply = useCallback((next: readonly number[]) => {
    selectionRef.current = next
    engine.current?.setSelection(next)
    setSelection(next)
  }, [])

  /** A tap on the canvas or a seat button in the list. */
  const toggle = useCallback(
    (seat: number) => {
      const result = toggleSeat(selectionRef.current, seat, statesRef.current, max)
      if (result.outcome === 'limit') say({ kind: 'limit', values: { max } })
      else if (result.outcome === 'unavailable') say({ kind: 'unavailable' })
      else {
        setNotice(null)
        setOffer(null)
        apply(result.selection)
      }
    },
    [apply, max, say],
  )

  // The engine: made once the canvas is ready; taps come back through `toggle`.
  const toggleRef = useRef(toggle)
  toggleRef.current = toggle
  const onSurface = useCallback(
    (surface: Surface | null, canvas?: unknown) => {
      if (!surface) {
        setCanvasState('none')
        setListOpen(true)
        return
      }
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
        statesRef.current,
        theme,
        {
          onSeatTap: (seat) => toggleRef.current(seat),
          onAreaTap: (a) => setOpenArea(a),
          onViewEnd: (_view, seats) => setSeatsShown(seats),
        },
      )
      made.setSelection(selectionRef.current)
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
      setCanvasState('ready')
    },
    // The engine lives as long as the canvas; theme and states reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, data.index, plans, planOfArea, en, locale, areaName],
  )
  useEffect(() => engine.current?.setTheme(theme), [theme])
  useEffect(() => engine.current?.setStates(states), [states])
  useEffect(() => () => engine.current?.dispose(), [])

  /** Fresh states: chosen seats someone else took drop out, with a message. */
  const refreshStates = useCallback(async (): Promise<boolean> => {
    const fresh = await refresh()
    if (!fresh) {
      say({ kind: 'refreshFailed' })
      return false
    }
    setStates(fresh.states)
    statesRef.current = fresh.states
    const { selection: kept, lost } = reconcile(selectionRef.current, fresh.states)
    if (lost.length) {
      apply(kept)
      say({ kind: 'lost', values: { count: lost.length } })
      return false
    }
    return true
  }, [apply, refresh, say])

  // Back from another page (confirm order refused seats someone else took): the states again. Keyed
  // on having been hidden, not on a first show: this part mounts once the map has loaded, after the
  // page's first show on H5 and possibly before it on mini-programs.
  const hidden = useRef(false)
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    void refreshStates()
  })

  const chooseArea = (a: number) => {
    setOpenArea(a)
    engine.current?.openArea(a)
  }

  /** Shows these seats on the map (their area opened, zoomed to them). */
  const revealSeats = (seats: readonly number[]) => {
    setOpenArea(table.area[seats[0] ?? 0] ?? 0)
    const bounds = seatsBounds(table, seats)
    if (bounds) engine.current?.reveal(bounds)
  }

  /** Best seats together in the chosen tier; next to or instead of picked seats only once the buyer agrees. */
  const suggest = () => {
    const found = suggestTogether(table, statesRef.current, planOfSeat, together, {
      ...(pricePick === undefined ? {} : { plan: pricePick }),
      selection: selectionRef.current,
    })
    setOffer(null)
    if (!found) {
      say({ kind: 'noBest', values: { count: together } })
      return
    }
    setNotice(null)
    if (found.needsConsent) setOffer({ seats: found.seats, replaces: found.replaces.length })
    else apply(found.seats)
    revealSeats(found.seats)
  }

  const acceptOffer = () => {
    if (!offer) return
    // Taken by someone else meanwhile: not offered any more.
    if (offer.seats.some((seat) => statesRef.current[seat] !== SEAT_STATE.FREE)) {
      setOffer(null)
      say({ kind: 'noBest', values: { count: offer.seats.length } })
      return
    }
    apply(offer.seats)
    setOffer(null)
  }

  const chosen = useMemo(
    () =>
      selection.map((seat) => {
        const plan = plans[planOfSeat(seat)]
        const row = table.rows[table.row[seat] ?? 0]
        return {
          seat,
          id: seatIdOf(table, seat),
          plan,
          area: table.area[seat] ?? 0,
          row: row?.label ?? '',
          number: seatNumberOf(table, seat),
        }
      }),
    [selection, plans, planOfSeat, table],
  )
  const totalCents = chosen.reduce((sum, c) => sum + (c.plan?.priceCents ?? 0), 0)
  const currency = chosen[0]?.plan?.priceInfo ?? plans[0]?.priceInfo
  const ready = canConfirm(selection.length, quantity)

  const confirm = async () => {
    if (busy) return
    if (!ready) {
      say({ kind: 'needExactly', values: { count: quantity ?? 1 } })
      return
    }
    setBusy(true)
    try {
      if (!(await refreshStates())) return
      const seats = chosen.map((c) => ({
        seatId: c.id,
        seatPlanId: c.plan?.seatPlanId ?? '',
        priceCents: c.plan?.priceCents ?? 0,
      }))
      const payload: SeatsChosen = { showId, sessionId, seats, totalCents }
      Taro.eventCenter.trigger(SEATS_CHOSEN_EVENT, payload)
      await navigate('confirmOrder', {
        showId,
        sessionId,
        seatIds: seats.map((s) => s.seatId).join(','),
        seatPlanIds: seats.map((s) => s.seatPlanId).join(','),
        qty: String(seats.length),
      })
    } finally {
      setBusy(false)
    }
  }

  const seatText = (c: (typeof chosen)[number]) => t('seatmap.seat', { area: areaName(c.area), row: c.row, seat: c.number })

  return (
    <View className='seat-picker'>
      {data.session?.sessionName && <Text className='seat-picker__session'>{data.session.sessionName}</Text>}

      <View className='seat-picker__legend' role='list' aria-label={t('seatmap.legend.title')}>
        {legendOrder(plans).map((plan) => (
          <button
            key={plan.seatPlanId}
            type='button'
            role='listitem'
            className={`seat-btn seat-picker__price${pricePick === plan.ordinal ? ' seat-picker__price--on' : ''}${plan.freeCount ? '' : ' seat-picker__price--out'}`}
            aria-pressed={pricePick === plan.ordinal}
            aria-label={t('seatmap.legend.price', {
              name: plan.name,
              price: formatMoney(plan.priceCents, plan.priceInfo),
              count: plan.freeCount,
            })}
            onClick={() => setPricePick((p) => (p === plan.ordinal ? undefined : plan.ordinal))}
          >
            <span className='seat-picker__swatch' style={{ background: plan.colour }} aria-hidden />
            <span>{formatMoney(plan.priceCents, plan.priceInfo)}</span>
            {!plan.freeCount && <span className='seat-picker__out'>{t('seatmap.legend.soldOut')}</span>}
          </button>
        ))}
        {(['selected', 'taken', 'unavailable'] as const).map((kind) => (
          <View key={kind} className='seat-picker__state' role='listitem'>
            <View className={`seat-picker__swatch seat-picker__swatch--${kind}`} />
            <Text>{t(`seatmap.legend.${kind}`)}</Text>
          </View>
        ))}
      </View>

      <View className='seat-picker__map'>
        {canvasState !== 'none' && (
          <CanvasSurface
            id={`seat-map-${sessionId}`}
            className='seat-picker__canvas-box'
            onSurface={onSurface}
            input={input}
            label={t('seatmap.mapLabel', { count: table.count, free: data.freeCount })}
          />
        )}
        {canvasState === 'none' && <Text className='seat-picker__no-canvas'>{t('seatmap.noCanvas')}</Text>}
        {canvasState === 'ready' && (
          <>
            <Text className='seat-picker__hint' aria-live='polite'>
              {t(seatsShown ? 'seatmap.hintSeats' : 'seatmap.hintOverview')}
            </Text>
            <View className='seat-picker__zoom'>
              <button
                type='button'
                className='seat-btn seat-picker__zoom-in'
                aria-label={t('seatmap.zoomIn')}
                onClick={() => engine.current?.zoomBy(ZOOM_STEP)}
              >
                +
              </button>
              <button
                type='button'
                className='seat-btn seat-picker__zoom-out'
                aria-label={t('seatmap.zoomOut')}
                onClick={() => engine.current?.zoomBy(1 / ZOOM_STEP)}
              >
                −
              </button>
              <button type='button' className='seat-btn seat-picker__overview' onClick={() => engine.current?.overview()}>
                {t('seatmap.overview')}
              </button>
            </View>
          </>
        )}
      </View>

      <View className='seat-picker__tools'>
        <View className='seat-picker__together' role='group' aria-label={t('seatmap.best.count', { count: together })}>
          <button
            type='button'
            className='seat-btn seat-picker__step seat-picker__fewer'
            aria-label={t('seatmap.best.fewer')}
            disabled={together <= 1}
            onClick={() => setTogether((n) => Math.max(1, n - 1))}
          >
            −
          </button>
          <Text className='seat-picker__together-count'>{together}</Text>
          <button
            type='button'
            className='seat-btn seat-picker__step seat-picker__more'
            aria-label={t('seatmap.best.more')}
            disabled={together >= max}
            onClick={() => setTogether((n) => Math.min(max, n + 1))}
          >
            +
          </button>
        </View>
        <button type='button' className='seat-btn seat-picker__best' onClick={suggest}>
          {t(pricePick === undefined ? 'seatmap.best.action' : 'seatmap.best.actionPrice', {
            count: together,
            price: pricePick === undefined ? '' : formatMoney(plans[pricePick]?.priceCents ?? 0, plans[pricePick]?.priceInfo),
          })}
        </button>
        <button
          type='button'
          className='seat-btn seat-picker__list-toggle'
          aria-expanded={listOpen}
          onClick={() => setListOpen((o) => !o)}
        >
          {t(listOpen ? 'seatmap.list.close' : 'seatmap.list.open')}
        </button>
      </View>

      {listOpen && (
        <SeatList
          table={table}
          plans={plans}
          planOfArea={planOfArea}
          states={states}
          selection={selection}
          area={openArea}
          areaName={areaName}
          standName={standName}
          onArea={chooseArea}
          onSeat={toggle}
        />
      )}

      <View className='seat-picker__summary' aria-live='polite'>
        {offer && (
          <View className='seat-picker__offer' role='alertdialog' aria-label={t('seatmap.best.offerTitle')}>
            <Text className='seat-picker__offer-text'>
              {t(offer.replaces ? 'seatmap.best.offerReplace' : 'seatmap.best.offerAdd', {
                seats: offer.seats
                  .map((seat) =>
                    t('seatmap.seat', {
                      area: areaName(table.area[seat] ?? 0),
                      row: table.rows[table.row[seat] ?? 0]?.label ?? '',
                      seat: seatNumberOf(table, seat),
                    }),
                  )
                  .join(t('seatmap.best.join')),
                count: offer.replaces,
              })}
            </Text>
            <View className='seat-picker__offer-actions'>
              <button type='button' className='seat-btn seat-picker__offer-keep' onClick={() => setOffer(null)}>
                {t('seatmap.best.keep')}
              </button>
              <button type='button' className='seat-btn seat-picker__offer-take' onClick={acceptOffer}>
                {t('seatmap.best.take')}
              </button>
            </View>
          </View>
        )}
        {notice && (
          <View className={`seat-picker__notice seat-picker__notice--${notice.kind}`} role='alert'>
            <Text>{t(`seatmap.notice.${notice.kind}`, notice.values)}</Text>
          </View>
        )}
        <View className='seat-picker__chosen'>
          {chosen.length === 0 && <Text className='seat-picker__empty'>{t('seatmap.summary.none', { max })}</Text>}
          {chosen.map((c) => (
            <button
              key={c.seat}
              type='button'
              className='seat-btn seat-picker__ticket'
              data-seat={c.id}
              aria-label={t('seatmap.summary.remove', { seat: seatText(c) })}
              onClick={() => toggle(c.seat)}
            >
              <span className='seat-picker__ticket-seat'>{seatText(c)}</span>
              <span className='seat-picker__ticket-price'>{c.plan ? formatMoney(c.plan.priceCents, c.plan.priceInfo) : ''}</span>
              <span className='seat-picker__ticket-x' aria-hidden>
                ×
              </span>
            </button>
          ))}
        </View>
        <View className='seat-picker__bar'>
          <View className='seat-picker__totals'>
            <Text className='seat-picker__count'>{t('seatmap.summary.count', { count: selection.length, max })}</Text>
            <Text className='seat-picker__total'>{formatMoney(totalCents, currency)}</Text>
          </View>
          <Button
            className='seat-picker__confirm'
            type='primary'
            disabled={!ready || busy}
            loading={busy}
            onClick={() => void confirm()}
          >
            {quantity && !ready ? t('seatmap.summary.needExactly', { count: quantity }) : t('seatmap.summary.confirm')}
          </Button>
        </View>
      </View>
    </View>
  )
}

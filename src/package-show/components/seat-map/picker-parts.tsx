import { Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { ZOOM_STEP, formatMoney, legendOrder } from '@/domain/seat-map'
import { useT } from '@/i18n/use-t'
import { CanvasSurface } from './canvas-surface'
import type { SeatPickerView } from './use-seat-picker'
import '@/i18n/locales/seatmap'

export interface PartProps {
  readonly view: SeatPickerView
}

/** The price legend (a price picks the tier the best seats are looked for in) and the seat states. */
export function Legend({ view }: PartProps) {
  const t = useT()
  const { pricePick } = view.state
  return (
    <View className='seat-picker__legend' role='list' aria-label={t('seatmap.legend.title')}>
      {legendOrder(view.data.plans).map((plan) => (
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
          onClick={() => view.dispatch({ type: 'pricePicked', ordinal: plan.ordinal })}
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
  )
}

/** The map: the canvas, its hint and zoom buttons; a message where there is no canvas. */
export function MapBox({ view }: PartProps) {
  const t = useT()
  const { canvas, seatsShown } = view.state
  const engine = view.engine
  return (
    <View className='seat-picker__map'>
      {canvas !== 'none' && (
        <CanvasSurface
          id={`seat-map-${view.sessionId}`}
          className='seat-picker__canvas-box'
          onSurface={view.onSurface}
          input={view.input}
          label={t('seatmap.mapLabel', { count: view.data.table.count, free: view.data.freeCount })}
        />
      )}
      {canvas === 'none' && <Text className='seat-picker__no-canvas'>{t('seatmap.noCanvas')}</Text>}
      {canvas === 'ready' && (
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
  )
}

/** How many together, the best-seats button and the list toggle. */
export function Tools({ view }: PartProps) {
  const t = useT()
  const { together, max, pricePick, listOpen } = view.state
  const plans = view.data.plans
  return (
    <View className='seat-picker__tools'>
      <View className='seat-picker__together' role='group' aria-label={t('seatmap.best.count', { count: together })}>
        <button
          type='button'
          className='seat-btn seat-picker__step seat-picker__fewer'
          aria-label={t('seatmap.best.fewer')}
          disabled={together <= 1}
          onClick={() => view.dispatch({ type: 'togetherStepped', delta: -1 })}
        >
          −
        </button>
        <Text className='seat-picker__together-count'>{together}</Text>
        <button
          type='button'
          className='seat-btn seat-picker__step seat-picker__more'
          aria-label={t('seatmap.best.more')}
          disabled={together >= max}
          onClick={() => view.dispatch({ type: 'togetherStepped', delta: 1 })}
        >
          +
        </button>
      </View>
      <button type='button' className='seat-btn seat-picker__best' onClick={view.suggest}>
        {t(pricePick === undefined ? 'seatmap.best.action' : 'seatmap.best.actionPrice', {
          count: together,
          price: pricePick === undefined ? '' : formatMoney(plans[pricePick]?.priceCents ?? 0, plans[pricePick]?.priceInfo),
        })}
      </button>
      <button
        type='button'
        className='seat-btn seat-picker__list-toggle'
        aria-expanded={listOpen}
        onClick={() => view.dispatch({ type: 'listToggled' })}
      >
        {t(listOpen ? 'seatmap.list.close' : 'seatmap.list.open')}
      </button>
    </View>
  )
}

/** The summary: the offer waiting for a yes, the message, the seats chosen, the total and confirm. */
export function Summary({ view }: PartProps) {
  const t = useT()
  const { state, data, areaName } = view
  const { offer, notice, max, quantity, busy } = state
  const { table } = data
  const seatText = (area: number, row: string, seat: string | number) => t('seatmap.seat', { area: areaName(area), row, seat })
  return (
    <View className='seat-picker__summary' aria-live='polite'>
      {offer && (
        <View className='seat-picker__offer' role='alertdialog' aria-label={t('seatmap.best.offerTitle')}>
          <Text className='seat-picker__offer-text'>
            {t(offer.replaces ? 'seatmap.best.offerReplace' : 'seatmap.best.offerAdd', {
              seats: offer.seats
                .map((seat) =>
                  seatText(table.area[seat] ?? 0, table.rows[table.row[seat] ?? 0]?.label ?? '', view.seatNumber(seat)),
                )
                .join(t('seatmap.best.join')),
              count: offer.replaces,
            })}
          </Text>
          <View className='seat-picker__offer-actions'>
            <button
              type='button'
              className='seat-btn seat-picker__offer-keep'
              onClick={() => view.dispatch({ type: 'offerDeclined' })}
            >
              {t('seatmap.best.keep')}
            </button>
            <button
              type='button'
              className='seat-btn seat-picker__offer-take'
              onClick={() => view.dispatch({ type: 'offerAccepted' })}
            >
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
        {view.chosen.length === 0 && <Text className='seat-picker__empty'>{t('seatmap.summary.none', { max })}</Text>}
        {view.chosen.map((c) => (
          <button
            key={c.seat}
            type='button'
            className='seat-btn seat-picker__ticket'
            data-seat={c.id}
            aria-label={t('seatmap.summary.remove', { seat: seatText(c.area, c.row, c.number) })}
            onClick={() => view.dispatch({ type: 'seatTapped', seat: c.seat })}
          >
            <span className='seat-picker__ticket-seat'>{seatText(c.area, c.row, c.number)}</span>
            <span className='seat-picker__ticket-price'>{c.plan ? formatMoney(c.plan.priceCents, c.plan.priceInfo) : ''}</span>
            <span className='seat-picker__ticket-x' aria-hidden>
              ×
            </span>
          </button>
        ))}
      </View>
      <View className='seat-picker__bar'>
        <View className='seat-picker__totals'>
          <Text className='seat-picker__count'>{t('seatmap.summary.count', { count: state.selection.length, max })}</Text>
          <Text className='seat-picker__total'>{formatMoney(view.totalCents, view.currency)}</Text>
        </View>
        <Button
          className='seat-picker__confirm'
          type='primary'
          disabled={!view.ready || busy}
          loading={busy}
          onClick={view.confirm}
        >
          {quantity && !view.ready ? t('seatmap.summary.needExactly', { count: quantity }) : t('seatmap.summary.confirm')}
        </Button>
      </View>
    </View>
  )
}

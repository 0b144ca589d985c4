import { Text, View } from '@tarojs/components'
import type { ComboShow } from '@/api/combo'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { goodsPrice } from '@/domain/goods'
import { useT } from '@/i18n/use-t'
import { useComboSession } from './use-combo-session'
import '../combo.scss'
import '@/i18n/locales/combo'

/**
 * The combo's sessions (ticket-package-session, D27): one session per show, the sets, the price the
 * gateway answers (combo_activities/price: one by one, the combo's price, saved), then one order of
 * every show and the cashier.
 */
export function ComboSession({ comboId }: { readonly comboId: string }) {
  const t = useT()
  const state = useComboSession(comboId)
  const { combo, price } = state
  if (comboId === '') return <StatusView kind='notFound' message={t('combo.notFound')} exit='home' />
  if (combo.status === 'loading') return <StatusView kind='loading' />
  if (combo.status === 'error')
    return (
      <LoadFailure error={combo.error} notFound={t('combo.notFound')} message={t('combo.loadFailed')} onRetry={combo.retry} />
    )
  const data = combo.data
  if (data.shows.length === 0) return <StatusView kind='empty' message={t('combo.noShows')} exit='back' />
  const money = (amount: number) => goodsPrice(amount, data.currency)
  const problem =
    price.status === 'error'
      ? price.message
      : price.status === 'ready' && !price.price.available
        ? t('combo.unavailable')
        : !state.complete
          ? t('combo.pickAll')
          : state.message
  return (
    <View className='combo combo--session'>
      <View className='combo__card'>
        <Text className='combo__name'>{data.name}</Text>
        <Text className='combo__muted'>{t('combo.pick')}</Text>
      </View>
      {data.shows.map((show) => (
        <ShowSessions key={show.showId} show={show} chosen={state.choices[show.showId]} onChoose={state.choose} />
      ))}
      <View className='combo__card'>
        <View className='combo__sets'>
          <Text className='combo__title'>{t('combo.sets')}</Text>
          <Stepper
            block='combo'
            value={state.sets}
            lessOff={state.sets <= 1}
            moreOff={state.sets >= state.most}
            onLess={state.fewer}
            onMore={state.more}
            lessLabel={t('combo.fewer')}
            moreLabel={t('combo.more')}
          />
        </View>
        <Text className='combo__muted'>{t('combo.setsHint', { max: data.maxSets })}</Text>
      </View>
      {problem ? (
        <View className='combo__error' role='alert'>
          <Text>{problem}</Text>
        </View>
      ) : null}
      <View className='combo__bar'>
        <View className='combo__bar-price'>
          <Text className='combo__muted'>{t('combo.toPay')}</Text>
          {price.status === 'ready' ? (
            <>
              <Text className='combo__amount' data-pay-amount={price.price.payAmount}>
                {money(price.price.payAmount)}
              </Text>
              {price.price.savedAmount > 0 && (
                <Text className='combo__saved'>{t('combo.saved', { amount: money(price.price.savedAmount) })}</Text>
              )}
            </>
          ) : (
            <Text className='combo__muted'>{price.status === 'loading' ? t('combo.pricing') : '—'}</Text>
          )}
        </View>
        <Button
          className='combo__submit'
          type='primary'
          loading={state.submitting}
          disabled={state.submitting || price.status !== 'ready' || !price.price.available}
          onClick={state.submit}
        >
          {state.submitting ? t('combo.submitting') : t('combo.submit')}
        </Button>
      </View>
    </View>
  )
}

interface ShowSessionsProps {
  readonly show: ComboShow
  readonly chosen: string | undefined
  readonly onChoose: (showId: string, sessionId: string) => void
}

function ShowSessions({ show, chosen, onChoose }: ShowSessionsProps) {
  const t = useT()
  return (
    <View className='combo__card' data-show-id={show.showId}>
      <Text className='combo__show-name'>{show.showName}</Text>
      <Text className='combo__muted'>{t('combo.tier', { tier: show.tierName })}</Text>
      {show.sessions.length === 0 && <Text className='combo__muted'>{t('combo.noSessions')}</Text>}
      <View className='combo__sessions' role='radiogroup' aria-label={show.showName}>
        {show.sessions.map((session) => {
          const on = chosen === session.sessionId
          return (
            <View
              key={session.sessionId}
              role='radio'
              aria-checked={on}
              aria-disabled={!session.available}
              data-session-id={session.sessionId}
              className={`combo__session${on ? ' combo__session--on' : ''}${session.available ? '' : ' combo__session--off'}`}
              onClick={() => session.available && onChoose(show.showId, session.sessionId)}
            >
              <View className={`combo__tick${on ? ' combo__tick--on' : ''}`} />
              <Text className='combo__session-name'>{session.sessionName}</Text>
              <Text className='combo__muted'>
                {session.available ? t('combo.left', { count: session.remaining }) : t('combo.soldOut')}
              </Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

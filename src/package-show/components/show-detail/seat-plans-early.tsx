import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchSeatPlansStatic } from '@/api/show'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { usePlanLabel } from '../ticket-choice'
import '@/i18n/locales/show'

export interface SeatPlansEarlyProps {
  readonly showId: string
  /** The first session: its seat plans are the ones listed. */
  readonly sessionId: string | undefined
  /** The merchant's description (seatPlanDisplayDesc), e.g. "prices for reference". */
  readonly description: string
}

/**
 * D33: before the sale, a show whose merchant sets `seatPlanDisplayAdvance` lists its seat plans'
 * prices early, under the merchant's description (`domain/show-display` seatPlansShownEarly says
 * when). The first session's plans; a price still to be decided says so.
 */
export function SeatPlansEarly({ showId, sessionId, description }: SeatPlansEarlyProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  // The tier's name without the price it already says ('¥580' -> ''), the price as booking shows it.
  const label = usePlanLabel()
  const plans = useServerData(
    ['seat-plans-early', showId, sessionId ?? '', locale],
    () => fetchSeatPlansStatic(showId, sessionId ?? ''),
    { enabled: Boolean(sessionId) },
  )
  if (!sessionId) return null
  return (
    <View className='show-detail__card show-detail__plans-early'>
      <Text className='show-detail__section-title'>{t('show.seatPlansEarly.title')}</Text>
      {description !== '' && <Text className='show-detail__muted show-detail__plans-early-desc'>{description}</Text>}
      {plans.status === 'loading' && <StatusView kind='loading' className='show-detail__plans-early-loading' />}
      {plans.status === 'error' && <Text className='show-detail__muted'>{t('show.seatPlansEarly.loadFailed')}</Text>}
      {plans.status === 'ready' && plans.data.length === 0 && (
        <Text className='show-detail__muted'>{t('show.seatPlansEarly.priceMissing')}</Text>
      )}
      {plans.status === 'ready' &&
        plans.data.map((plan) => {
          const { name, price } = label(plan)
          return (
            <View key={plan.seatPlanId} className='show-detail__session show-detail__plan-early'>
              <Text className='show-detail__plan-early-price'>{price || t('show.seatPlansEarly.pending')}</Text>
              {name !== '' && <Text className='show-detail__session-name'>{name}</Text>}
            </View>
          )
        })}
    </View>
  )
}

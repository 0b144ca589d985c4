import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchCustomerService } from '@/api/info'
import { useCustomerService } from '@/components/customer-service'
import { Button } from '@/components/ui'
import { closedWeekdays, isServiceOpen, serviceSchedule, weekTimeOf, type ScheduleRow } from '@/domain/info'
import { useT } from '@/i18n/use-t'
import { platform } from '@/platform'
import { localeAtom } from '@/state/preferences'
import { shopConfigAtom } from '@/state/shop'
import { useServerData } from '@/components/server-data'
import { StatusView } from '@/components/status-view'
import './support-service.scss'
import '@/i18n/locales/info'

export interface SupportServiceProps {
  /** The show the buyer came from: its venue's phone is offered too. */
  readonly showId?: string | undefined
  /** The clock (tests). */
  readonly now?: () => Date
}

/**
 * The support page's body (spec sections 3 and 5): the shop's customer service from the gateway:
 * phone (the button acts only when there is a number), online service, company WeChat
 * (mini-programs only), a show's venue phone, and the service hours per weekday with whether
 * the service answers now. Which channels a buyer can use is the customer-service rule
 * (`customerServiceChannels`), shared with the mine tab's sheet.
 */
export function SupportService({ showId, now = () => new Date() }: SupportServiceProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const shop = useAtomValue(shopConfigAtom)
  const load = useServerData(['customer-service', showId ?? '', locale, shop?.merchantId ?? ''], () =>
    fetchCustomerService(showId),
  )
  const service = load.status === 'ready' ? load.data : null
  const contact = useCustomerService(service)

  if (load.status === 'loading') return <StatusView kind='loading' />
  if (load.status === 'error' || !service) {
    return <StatusView kind='error' message={t('info.support.loadFailed')} onRetry={load.reload} />
  }

  const types = service.customerServiceType ?? []
  const phone = service.telephone?.trim() ?? ''
  const canCall = contact.channels.includes('telephone')
  const showPhone = phone !== '' || types.includes('TELEPHONE')
  const venuePhone = service.venueTelephone?.trim() ?? ''
  const online = contact.channels.includes('online')
  const wecom = contact.channels.includes('companyWechat')
  const schedule = serviceSchedule(service)
  const closed = closedWeekdays(service)
  const open = isServiceOpen(service, weekTimeOf(now()))
  const day = (weekday: number) => t(`info.support.weekdays.${weekday}`)
  const days = (row: ScheduleRow) =>
    row.from === row.to ? day(row.from) : t('info.support.dayRange', { from: day(row.from), to: day(row.to) })

  if (!showPhone && !venuePhone && !online && !wecom) return <StatusView kind='empty' message={t('info.support.none')} />

  return (
    <View className='support-service'>
      <View className='support-service__head'>
        <Text className='support-service__heading'>
          {shop?.shopName ? t('info.support.heading', { shop: shop.shopName }) : t('info.support.headingPlain')}
        </Text>
        {open !== undefined && (
          <Text className={`support-service__badge support-service__badge--${open ? 'open' : 'closed'}`}>
            {t(open ? 'info.support.openNow' : 'info.support.closedNow')}
          </Text>
        )}
      </View>

      <View className='support-service__card'>
        {showPhone && (
          <View className='support-service__row support-service__row--telephone'>
            <View className='support-service__what'>
              <Text className='support-service__name'>{t('info.support.telephone')}</Text>
              <Text className='support-service__detail'>{phone || t('info.support.noPhone')}</Text>
            </View>
            <Button
              className='support-service__action'
              size='small'
              type='primary'
              disabled={!canCall}
              onClick={() => canCall && void contact.go('telephone')}
            >
              {t('info.support.call')}
            </Button>
          </View>
        )}
        {venuePhone && (
          <View className='support-service__row support-service__row--venue'>
            <View className='support-service__what'>
              <Text className='support-service__name'>{t('info.support.venue')}</Text>
              <Text className='support-service__detail'>{venuePhone}</Text>
            </View>
            <Button
              className='support-service__action'
              size='small'
              onClick={() => void platform.makePhoneCall(venuePhone).catch(() => undefined)}
            >
              {t('info.support.call')}
            </Button>
          </View>
        )}
        {online && (
          <View className='support-service__row support-service__row--online'>
            <View className='support-service__what'>
              <Text className='support-service__name'>{t('info.support.online')}</Text>
              <Text className='support-service__detail'>{t('info.support.onlineHint')}</Text>
            </View>
            <Button className='support-service__action' size='small' onClick={() => void contact.go('online')}>
              {t('info.support.chat')}
            </Button>
          </View>
        )}
        {wecom && (
          <View className='support-service__row support-service__row--companyWechat'>
            <View className='support-service__what'>
              <Text className='support-service__name'>{t('info.support.companyWechat')}</Text>
              <Text className='support-service__detail'>{t('info.support.companyWechatHint')}</Text>
            </View>
            <Button className='support-service__action' size='small' onClick={() => void contact.go('companyWechat')}>
              {t('info.support.add')}
            </Button>
          </View>
        )}
      </View>

      {schedule.length > 0 && (
        <View className='support-service__card support-service__hours'>
          <Text className='support-service__hours-title'>{t('info.support.hours')}</Text>
          {schedule.map((row) => (
            <View key={row.from} className='support-service__hour'>
              <Text className='support-service__days'>{days(row)}</Text>
              <Text className='support-service__time'>
                {t('info.support.timeRange', { start: row.startTime, end: row.endTime })}
              </Text>
            </View>
          ))}
          {closed.length > 0 && (
            <Text className='support-service__closed'>
              {t('info.support.closedDays', { days: closed.map(day).join(t('info.support.daySeparator')) })}
            </Text>
          )}
        </View>
      )}
    </View>
  )
}

import { ScrollView, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { LedgerRecord } from '@/api/member'
import { LoadFailure, StatusView } from '@/components/status-view'
import { signedDelta } from '@/domain/member'
import { formatShopTime } from '@/domain/shop-time'
import { useT } from '@/i18n/use-t'
import { TITLE_BAR_HEIGHT, statusBarHeight } from '@/platform/appearance'
import type { LedgerState } from './use-ledger'
import './member-ledger.scss'
import '@/i18n/locales/member'

export { useLedger } from './use-ledger'

function Row({ record, showExpiry }: { readonly record: LedgerRecord; readonly showExpiry: boolean }) {
  const t = useT()
  return (
    <View className='member-ledger__row' data-type={record.type}>
      <View className='member-ledger__what'>
        <Text className='member-ledger__type'>{t(`member.ledger.${record.type}`)}</Text>
        <Text className='member-ledger__time'>{formatShopTime(record.createdAt, 'YYYY-MM-DD HH:mm')}</Text>
        {showExpiry && record.expireAt !== null && record.type === 'EARN' && (
          <Text className='member-ledger__time'>
            {t('member.ledger.expires', { date: formatShopTime(record.expireAt, 'YYYY-MM-DD') })}
          </Text>
        )}
      </View>
      <Text className={`member-ledger__delta${record.delta > 0 ? ' member-ledger__delta--plus' : ''}`}>
        {signedDelta(record.delta)}
      </Text>
    </View>
  )
}

interface MemberLedgerProps {
  readonly ledger: LedgerState
  /** What stands above the list (the balance card), scrolling with it. */
  readonly header: ReactNode
  readonly title: string
  /** Points: show when an earned lot expires. */
  readonly showExpiry?: boolean
}

/**
 * A points or growth ledger under its balance card, in its own scrolling area (the points page
 * does not scroll, spec section 2), the next page loaded at the end of the list.
 */
export function MemberLedger({ ledger, header, title, showExpiry = false }: MemberLedgerProps) {
  const t = useT()
  const height = `calc(100vh - ${TITLE_BAR_HEIGHT + statusBarHeight()}px)`
  return (
    <ScrollView className='member-ledger' scrollY style={{ height }} lowerThreshold={120} onScrollToLower={ledger.loadMore}>
      {header}
      <View className='member-ledger__list'>
        <Text className='member-ledger__title'>{title}</Text>
        {ledger.status === 'loading' && <StatusView kind='loading' />}
        {ledger.status === 'error' && <LoadFailure error={ledger.error} onRetry={ledger.retry} />}
        {ledger.status === 'ready' && ledger.records.length === 0 && (
          <StatusView kind='empty' message={t('member.ledger.empty')} hint={t('member.ledger.emptyHint')} />
        )}
        {ledger.records.map((record) => (
          <Row key={record.id} record={record} showExpiry={showExpiry} />
        ))}
        {ledger.status === 'ready' && ledger.records.length > 0 && (
          <View
            className='member-ledger__more'
            role={ledger.hasMore ? 'button' : undefined}
            onClick={ledger.hasMore ? ledger.loadMore : undefined}
          >
            {ledger.more === 'error'
              ? t('member.ledger.moreFailed')
              : ledger.hasMore
                ? t('member.ledger.more')
                : t('member.ledger.end')}
          </View>
        )}
      </View>
    </ScrollView>
  )
}

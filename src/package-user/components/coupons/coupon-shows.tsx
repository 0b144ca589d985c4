import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { fetchCouponShows } from '@/api/coupons'
import { ShowList, useShowPages } from '@/components/show-list'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import './coupons.scss'
import '@/i18n/locales/coupons'

export interface CouponShowsProps {
  readonly couponTemplateId: string
  /** The coupon's title, for the heading (from the page that opened this one). */
  readonly title?: string
}

/**
 * The shows a coupon applies to (D19: coupon-shows after "Use", coupons-showlist before claiming),
 * from its use rule and couponUseLimitVO; a long list, windowed and paged.
 */
export function CouponShows({ couponTemplateId, title }: CouponShowsProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const fetchPage = useCallback(
    (offset: number, length: number) => fetchCouponShows(couponTemplateId, offset, length),
    [couponTemplateId],
  )
  const pages = useShowPages(fetchPage, `${couponTemplateId}|${locale}`)
  if (!couponTemplateId) return <StatusView kind='notFound' exit='home' />
  return (
    <View className='coupon-shows'>
      {title && (
        <View className='coupon-shows__head'>
          <Text className='coupon-shows__title'>{t('coupons.forShows', { title })}</Text>
        </View>
      )}
      <ShowList pages={pages} emptyTitle={t('coupons.empty.shows')} emptyHint={t('coupons.empty.showsHint')} />
    </View>
  )
}

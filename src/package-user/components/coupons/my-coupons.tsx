import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { fetchMyCoupons, type Coupon, type CouponListStatus } from '@/api/coupons'
import { MoreFooter, usePaged } from '@/components/paged'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import {
  COUPON_PAGE_SIZE,
  COUPON_TABS,
  HISTORY_FILTER,
  MULTI_USER_TYPES,
  couponUseAction,
  stampOfStatus,
  type CouponTab,
} from '@/domain/coupons'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { CouponCard } from './coupon-card'
import { cardOfCoupon } from './to-card'
import { useCouponAction, useExpiryReminder } from './use-coupon-action'
import { ExchangePopup } from './exchange-popup'
import { VerifyCodePopup } from './verify-code-popup'
import './coupons.scss'
import '@/i18n/locales/coupons'

/** The cards in groups of a page each. */
function pagesOf<T>(items: readonly T[]): T[][] {
  const groups: T[][] = []
  for (let i = 0; i < items.length; i += COUPON_PAGE_SIZE) groups.push(items.slice(i, i + COUPON_PAGE_SIZE))
  return groups
}

export interface MyCouponsProps {
  /** history-coupon: used and expired in one list, no tabs. */
  readonly history?: boolean
}

/**
 * My coupons (D19: `coupons` and `coupon-self-list` in tabs available, used, expired;
 * `history-coupon` used and expired together), paged, each with its stamp or its Use button.
 */
export function MyCoupons({ history = false }: MyCouponsProps) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const [tab, setTab] = useState<CouponTab>('AVAILABLE')
  const status: CouponListStatus = history ? HISTORY_FILTER : tab
  const fetchPage = useCallback((offset: number) => fetchMyCoupons({ status, offset, length: COUPON_PAGE_SIZE }), [status])
  const pages = usePaged<Coupon>(fetchPage, `${status}|${locale}`, (coupon) => coupon.couponId)
  const action = useCouponAction()
  const remind = useExpiryReminder()

  return (
    <View className='my-coupons'>
      {!history && (
        <View className='coupon-tabs' role='tablist'>
          {COUPON_TABS.map((name) => (
            <View
              key={name}
              className={`coupon-tabs__tab${name === tab ? ' coupon-tabs__tab--on' : ''}`}
              role='tab'
              aria-selected={name === tab}
              onClick={() => setTab(name)}
            >
              <Text>{t(`coupons.tabs.${name}`)}</Text>
            </View>
          ))}
        </View>
      )}
      {pages.status === 'loading' && <StatusView kind='loading' />}
      {pages.status === 'error' && <LoadFailure error={pages.error} onRetry={pages.reload} />}
      {pages.status === 'ready' && pages.items.length === 0 && (
        <StatusView kind='empty' message={t(`coupons.empty.${status}`)} hint={t('coupons.empty.hint')} />
      )}
      {pages.status === 'ready' && pages.items.length > 0 && (
        <View className='coupon-list'>
          {/* One group per page loaded: no node holds more than a page of cards (WeChat: 60 children at most). */}
          {pagesOf(pages.items).map((group, index) => (
            <View key={index} className='coupon-list__page'>
              {group.map((coupon) => (
                <CouponCard
                  key={coupon.couponId}
                  coupon={cardOfCoupon(coupon)}
                  stamp={stampOfStatus(coupon.status)}
                  action={
                    <View className='coupon-card__actions'>
                      <Button className='coupon-card__use' type='primary' size='small' onClick={() => action.use(coupon)}>
                        {t(couponUseAction(coupon) === 'parking' ? 'coupons.useParking' : 'coupons.use')}
                      </Button>
                      {MULTI_USER_TYPES.includes(coupon.couponType) && (
                        <Button
                          className='coupon-card__share'
                          size='small'
                          onClick={() => void navigate('couponCreate', { couponId: coupon.couponId })}
                        >
                          {t('coupons.share.entry')}
                        </Button>
                      )}
                    </View>
                  }
                />
              ))}
            </View>
          ))}
          <MoreFooter more={pages.more} hasMore={pages.hasMore} onMore={pages.loadMore} />
        </View>
      )}
      {!history && tab === 'AVAILABLE' && pages.status === 'ready' && pages.items.length > 0 && (
        <View className='my-coupons__links'>
          <View className='my-coupons__link my-coupons__remind' role='button' onClick={() => remind(pages.items)}>
            <Text>{t('coupons.remind.entry')}</Text>
          </View>
        </View>
      )}
      {!history && (
        <View className='my-coupons__links'>
          <View className='my-coupons__link' role='button' onClick={() => void navigate('exchangeCoupon')}>
            <Text>{t('coupons.exchangeEntry')}</Text>
          </View>
          <View className='my-coupons__link' role='button' onClick={() => void navigate('historyCoupon')}>
            <Text>{t('coupons.history')}</Text>
          </View>
        </View>
      )}
      <VerifyCodePopup coupon={action.verifying} onClose={action.closeVerify} />
      <ExchangePopup exchanging={action.exchanging} onClose={action.closeExchange} onExchanged={pages.reload} />
    </View>
  )
}

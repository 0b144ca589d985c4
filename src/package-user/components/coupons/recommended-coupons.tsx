import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { fetchMyCoupons } from '@/api/coupons'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { COUPON_PAGE_SIZE } from '@/domain/coupons'
import { useT } from '@/i18n/use-t'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import { ClaimCoupons } from './claim-coupons'
import { CouponCard } from './coupon-card'
import { cardOfCoupon } from './to-card'
import { useCouponAction } from './use-coupon-action'
import { ExchangePopup } from './exchange-popup'
import { VerifyCodePopup } from './verify-code-popup'
import './coupons.scss'
import '@/i18n/locales/coupons'

/** My available coupons for the show (logged in), the first page: the best of them come first at confirm. */
function MineForShow({ showId, reloadKey }: { readonly showId: string; readonly reloadKey: number }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const mine = useServerData(['recommended-mine', showId, locale, String(reloadKey)], () =>
    fetchMyCoupons({ status: 'AVAILABLE', showId, offset: 0, length: COUPON_PAGE_SIZE }),
  )
  const action = useCouponAction()
  if (mine.status === 'loading') return <StatusView kind='loading' />
  if (mine.status === 'error') return <LoadFailure error={mine.error} onRetry={mine.retry} />
  if (mine.data.list.length === 0) return <Text className='coupon-section__none'>{t('coupons.recommend.noneMine')}</Text>
  return (
    <View className='coupon-list coupon-list--section'>
      {mine.data.list.map((coupon) => (
        <CouponCard
          key={coupon.couponId}
          coupon={cardOfCoupon(coupon)}
          action={
            <Button className='coupon-card__use' type='primary' size='small' onClick={() => action.use(coupon)}>
              {t('coupons.use')}
            </Button>
          }
        />
      ))}
      <VerifyCodePopup coupon={action.verifying} onClose={action.closeVerify} />
      <ExchangePopup exchanging={action.exchanging} onClose={action.closeExchange} onExchanged={mine.retry} />
    </View>
  )
}

/**
 * coupon-recommend-list?showId= (D19): the coupons that apply to a show: mine (logged in) and
 * those to claim, in receive mode; a claim adds it to mine.
 */
export function RecommendedCoupons({
  showId,
  reloadKey,
  onClaimed,
}: {
  readonly showId: string
  readonly reloadKey: number
  readonly onClaimed: () => void
}) {
  const t = useT()
  const loggedIn = useAtomValue(userIdAtom) !== null
  return (
    <View className='recommended-coupons'>
      {loggedIn && (
        <View className='coupon-section'>
          <Text className='coupon-section__title'>{t('coupons.recommend.mine')}</Text>
          <MineForShow showId={showId} reloadKey={reloadKey} />
        </View>
      )}
      <View className='coupon-section'>
        <Text className='coupon-section__title'>{t('coupons.recommend.claim')}</Text>
        <ClaimCoupons context={{ showId }} embedded onClaimed={onClaimed} />
      </View>
    </View>
  )
}

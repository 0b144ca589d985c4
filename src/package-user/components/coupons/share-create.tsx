import { Button as NativeButton, Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { SHARE_PARTS_MIN, maxShareParts, shareSplitOf } from '@showtix/contract/rules'
import { createSharePacket, fetchCoupon } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Stepper } from '@/components/stepper'
import { Button } from '@/components/ui'
import { MULTI_USER_TYPES } from '@/domain/coupons'
import { yuanToCents } from '@/domain/purchase/money'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { SharePage } from '@/navigation/share-page'
import { webLink } from '@/navigation/web-link'
import { platform } from '@/platform'
import { shareMenuInPage } from '@/platform/env'
import { shopLinkAtom } from '@/state/merchant'
import { localeAtom } from '@/state/preferences'
import { CouponCard } from './coupon-card'
import { SharePacketSummary, useSharePacket } from './share-packet'
import { cardOfCoupon } from './to-card'
import './coupons.scss'
import '@/i18n/locales/coupons'

/**
 * coupon-create?couponId= (D20): the holder of a MULTI_USER coupon chooses how many friends share
 * it (2 up to 10, each part at least ¥1; random or equal as the coupon's type says) and creates
 * the packet; the coupon is used up by it, and coupon-share opens.
 */
export function CreateSharePacket({ couponId }: { readonly couponId: string }) {
  const t = useT()
  const locale = useAtomValue(localeAtom)
  const coupon = useServerData(['coupon', couponId, locale], () => fetchCoupon(couponId))
  const [parts, setParts] = useState(SHARE_PARTS_MIN)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  if (coupon.status === 'loading') return <StatusView kind='loading' />
  if (coupon.status === 'error') return <LoadFailure error={coupon.error} onRetry={coupon.retry} />
  const data = coupon.data
  const most = maxShareParts(yuanToCents(data.amount))
  if (!MULTI_USER_TYPES.includes(data.couponType) || data.status !== 'AVAILABLE' || most < SHARE_PARTS_MIN)
    return <StatusView kind='empty' message={t('coupons.share.cannot')} exit='back' />

  const create = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      const packet = await createSharePacket(couponId, parts)
      await navigate('couponShare', { shareCode: packet.shareCode }, { replace: true })
    } catch (error) {
      setMessage(
        isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : t('coupons.share.createFailed'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='share-create'>
      <View className='coupon-list'>
        <CouponCard coupon={cardOfCoupon(data)} />
      </View>
      <View className='share-create__form'>
        <View className='share-create__row'>
          <Text className='share-create__label'>{t('coupons.share.parts')}</Text>
          <Stepper
            block='share-create'
            value={parts}
            lessOff={parts <= SHARE_PARTS_MIN}
            moreOff={parts >= most}
            onLess={() => setParts(Math.max(SHARE_PARTS_MIN, parts - 1))}
            onMore={() => setParts(Math.min(most, parts + 1))}
            lessLabel={t('coupons.share.fewer')}
            moreLabel={t('coupons.share.more')}
          />
        </View>
        <Text className='share-create__hint'>
          {t(`coupons.share.splitHint.${shareSplitOf(data.couponType)}`, { count: parts, most })}
        </Text>
        <Text className='share-create__hint'>{t('coupons.share.createHint')}</Text>
        {message && (
          <View className='share-create__error' role='alert'>
            <Text>{message}</Text>
          </View>
        )}
        <Button className='share-create__submit' type='primary' block loading={busy} onClick={() => void create()}>
          {t('coupons.share.create')}
        </Button>
      </View>
    </View>
  )
}

/**
 * coupon-share?shareCode= (D20): the sharer's packet, its progress, and the link friends open
 * (the platform's share where it has one, else copied).
 */
export function CouponShare({ shareCode }: { readonly shareCode: string }) {
  const t = useT()
  const shopLink = useAtomValue(shopLinkAtom)
  const packet = useSharePacket(shareCode)
  if (packet.status === 'loading') return <StatusView kind='loading' />
  if (packet.status === 'error') return <LoadFailure error={packet.error} onRetry={packet.retry} />
  const data = packet.data

  // The web copies the link friends open; a mini-program shares the page's share content (below).
  const copy = async () => {
    try {
      await platform.setClipboard(shopLink(webLink('couponReceive', { shareCode })))
      feedback.presenter.toast({ text: t('coupons.share.copied') }, TOAST_DURATION_MS)
    } catch {
      feedback.presenter.toast({ text: t('coupons.share.shareFailed') }, TOAST_DURATION_MS)
    }
  }
  const open = data.state === 'OPEN'

  return (
    <View className='share-page'>
      {/* Shared from here: the packet's landing, while friends can still claim (else the home page). */}
      <SharePage name='couponReceive' params={{ shareCode }} thing={open ? { title: data.template.title } : undefined} />
      <SharePacketSummary packet={data} />
      {open && (
        <View className='share-page__actions'>
          <Text className='share-create__hint'>{t('coupons.share.invite')}</Text>
          {shareMenuInPage ? (
            <NativeButton className='share-page__share share-page__share--native' openType='share'>
              {t('coupons.share.share')}
            </NativeButton>
          ) : (
            <Button className='share-page__share' type='primary' block onClick={() => void copy()}>
              {t('coupons.share.copy')}
            </Button>
          )}
        </View>
      )}
      <View className='my-coupons__links'>
        <View className='my-coupons__link' role='button' onClick={() => void navigate('coupons')}>
          <Text>{t('coupons.exchange.toMine')}</Text>
        </View>
      </View>
    </View>
  )
}

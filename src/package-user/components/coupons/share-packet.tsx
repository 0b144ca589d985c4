import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { claimSharePart, fetchSharePacket, type SharePacket } from '@/api/coupons'
import { feedback } from '@/components/feedback'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { useThrottledAction } from '@/components/throttled-action'
import { Button } from '@/components/ui'
import { couponMoney } from '@/domain/coupons'
import { yuanToCents } from '@/domain/purchase/money'
import { formatShopTime } from '@/domain/shop-time'
import { TOAST_DURATION_MS, isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { localeAtom } from '@/state/preferences'
import { userIdAtom } from '@/state/session'
import './coupons.scss'
import '@/i18n/locales/coupons'

const money = (packet: SharePacket, yuan: number) => couponMoney(yuanToCents(yuan), packet.template.currency)

/** The packet's figures (D20): the whole amount, parts claimed, its state, and who got how much. */
export function SharePacketSummary({ packet }: { readonly packet: SharePacket }) {
  const t = useT()
  return (
    <View className={`share-packet share-packet--${packet.state.toLowerCase()}`} data-state={packet.state}>
      <View className='share-packet__head'>
        <Text className='share-packet__amount'>{money(packet, packet.totalAmount)}</Text>
        <Text className='share-packet__title'>{packet.template.title}</Text>
        <Text className='share-packet__split'>
          {t(`coupons.share.split.${packet.split}`, { count: packet.parts })} · {packet.template.restrictionDescription}
        </Text>
      </View>
      <View className='share-packet__status'>
        <Text className='share-packet__progress'>
          {t('coupons.share.progress', { claimed: packet.claimedParts, parts: packet.parts })}
        </Text>
        <Text className='share-packet__state'>
          {packet.state === 'OPEN'
            ? t('coupons.share.openUntil', { time: formatShopTime(packet.expireTime, 'YYYY-MM-DD HH:mm') })
            : t(`coupons.share.state.${packet.state}`)}
        </Text>
      </View>
      {packet.claims.length > 0 && (
        <View className='share-packet__claims'>
          {packet.claims.map((claim, index) => (
            <View key={index} className='share-packet__claim'>
              <Text>{claim.nickname || t('coupons.share.friend')}</Text>
              <Text className='share-packet__claim-amount'>{money(packet, claim.amount)}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/** A share packet's data by its code, reloaded with the language and the login. */
export function useSharePacket(shareCode: string) {
  const locale = useAtomValue(localeAtom)
  const userId = useAtomValue(userIdAtom)
  return useServerData(['share-packet', shareCode, locale, userId ?? ''], () => fetchSharePacket(shareCode))
}

/**
 * coupon-receive?shareCode= (D20): a friend's packet; claim one part (login first), then what
 * they got. The sharer sees their own packet's progress; a finished or expired packet says so.
 */
export function ReceiveSharePacket({ shareCode }: { readonly shareCode: string }) {
  const t = useT()
  const userId = useAtomValue(userIdAtom)
  const packet = useSharePacket(shareCode)
  const toast = useCallback((text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS), [])
  const claim = useThrottledAction(
    useCallback(async () => {
      if (!userId) {
        await openLogin()
        return
      }
      try {
        await claimSharePart(shareCode)
        toast(t('coupons.claimed'))
      } catch (error) {
        toast(isHttpError(error) && error.kind === 'business' && error.comments ? error.comments : t('coupons.claimFailed'))
      }
      await packet.reload()
    }, [userId, shareCode, toast, t, packet]),
  )

  if (packet.status === 'loading') return <StatusView kind='loading' />
  if (packet.status === 'error') return <LoadFailure error={packet.error} onRetry={packet.retry} />
  const data = packet.data
  return (
    <View className='share-receive'>
      <SharePacketSummary packet={data} />
      {data.myPartAmount !== null ? (
        <View className='share-receive__got'>
          <Text className='share-receive__got-text'>{t('coupons.share.got', { amount: money(data, data.myPartAmount) })}</Text>
          <Button type='primary' block onClick={() => void navigate('coupons')}>
            {t('coupons.exchange.toMine')}
          </Button>
        </View>
      ) : data.mine ? (
        <Button block onClick={() => void navigate('couponShare', { shareCode })}>
          {t('coupons.share.ownPacket')}
        </Button>
      ) : data.state === 'OPEN' ? (
        <Button className='share-receive__claim' type='primary' block onClick={() => claim()}>
          {t('coupons.share.claimPart')}
        </Button>
      ) : (
        <StatusView
          kind='empty'
          message={t(`coupons.share.state.${data.state}`)}
          hint={t('coupons.share.lateHint')}
          exit='home'
        />
      )}
    </View>
  )
}

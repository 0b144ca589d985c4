import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { cancelReminder, subscribeShow, type ShowDetail } from '@/api/show'
import { addFavorite, removeFavorite } from '@/api/shows'
import { feedback } from '@/components/feedback'
import { useMiniSubscribe } from '@/components/mini-subscribe'
import { reminderChannel } from '@/domain/booking'
import { isHttpError, TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { shopLinkAtom } from '@/state/merchant'
import { isPlatformError, platform } from '@/platform'
import { webLinkOfPath } from '@/navigation/web-link'
import IconHeart from '@nutui/icons-react-taro/dist/es/icons/Heart.js'
import IconHeartFill from '@nutui/icons-react-taro/dist/es/icons/HeartFill.js'
import IconNotice from '@nutui/icons-react-taro/dist/es/icons/Notice.js'
import IconShare from '@nutui/icons-react-taro/dist/es/icons/Share.js'
import IconPoster from '@nutui/icons-react-taro/dist/es/icons/Image.js'
import type { useBuyerState } from './use-show-page'
import '@/i18n/locales/show'
import '@/i18n/locales/poster'

type Buyer = ReturnType<typeof useBuyerState>

/**
 * Favourite, share and the sale reminder (by the platform's subscribe message where it has one,
 * else SMS): each says how it went in a toast.
 */
function useIconActions(show: ShowDetail, buyer: Buyer, remindable: boolean) {
  const t = useT()
  const shopLink = useAtomValue(shopLinkAtom)
  const [busy, setBusy] = useState(false)
  // The WeChat dialog opens in the tap: the shop's template ids are loaded before it.
  const subscribeSale = useMiniSubscribe('SALE_REMIND', remindable && buyer.reminder?.subscribed !== true)
  const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
  const failed = (error: unknown) => {
    if (isPlatformError(error)) toast(error.text(t))
    else if (isHttpError(error) && error.comments) toast(error.comments)
    else toast(t('show.common.failed'))
  }

  const toggleFavourite = () => {
    if (!buyer.loggedIn) return void openLogin()
    if (busy) return
    setBusy(true)
    const call = buyer.favourite?.isFavourite ? removeFavorite : addFavorite
    call(show.showId)
      .then((state) => {
        buyer.setFavourite(state)
        toast(t(state.isFavourite ? 'show.favourite.added' : 'show.favourite.removed'))
      }, failed)
      .finally(() => setBusy(false))
  }

  const share = () => {
    const path = show.shareInfo?.path ?? `/content/${show.showId}`
    if (platform.supports('customShare')) {
      platform
        .share({ title: show.shareInfo?.title ?? show.showName, path: shopLink(path), imageUrl: show.posterUrl })
        .catch(failed)
      return
    }
    const link = shopLink(webLinkOfPath(path))
    platform.setClipboard(link).then(() => toast(t('show.share.copied')), failed)
  }

  const remind = async () => {
    if (!buyer.loggedIn) return void openLogin()
    if (busy) return
    setBusy(true)
    try {
      if (buyer.reminder?.subscribed) {
        buyer.setReminder(await cancelReminder(show.showId))
        toast(t('show.remind.cancelled'))
      } else {
        const result = await subscribeSale(show.showId)
        const channel = reminderChannel(result.channel === 'weixin')
        buyer.setReminder(await subscribeShow(show.showId, channel))
        toast(t(channel === 'SMS' ? 'show.remind.setSms' : 'show.remind.setWeixin'))
      }
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }

  return { toggleFavourite, share, remind: () => void remind() }
}

export interface BuyBarIconsProps {
  readonly show: ShowDetail
  readonly buyer: Buyer
  /** The shop allows sharing. */
  readonly shareable: boolean
  /** The sale reminder is offered (before the sale, not for MERCHANT_IS_ZZ shops). */
  readonly remindable: boolean
}

/** The bar's icons: favourite, share and the poster (unless the shop forbids it or the show is sensitive), the sale reminder. */
export function BuyBarIcons({ show, buyer, shareable, remindable }: BuyBarIconsProps) {
  const t = useT()
  const actions = useIconActions(show, buyer, remindable)
  const favourite = buyer.favourite?.isFavourite === true
  const reminded = buyer.reminder?.subscribed === true
  return (
    <>
      <View
        className={`buy-bar__icon buy-bar__favourite${favourite ? ' buy-bar__favourite--on' : ''}`}
        role='button'
        aria-pressed={favourite}
        onClick={actions.toggleFavourite}
      >
        {favourite ? <IconHeartFill size={20} className='buy-bar__glyph' /> : <IconHeart size={20} className='buy-bar__glyph' />}
        <Text className='buy-bar__icon-label'>{t(favourite ? 'show.favourite.on' : 'show.favourite.off')}</Text>
      </View>
      {shareable && (
        <View className='buy-bar__icon buy-bar__share' role='button' onClick={actions.share}>
          <IconShare size={20} className='buy-bar__glyph' />
          <Text className='buy-bar__icon-label'>{t('show.share.label')}</Text>
        </View>
      )}
      {shareable && (
        <View
          className='buy-bar__icon buy-bar__poster'
          role='button'
          onClick={() => void navigate('shareShowDetail', { showId: show.showId })}
        >
          <IconPoster size={20} className='buy-bar__glyph' />
          <Text className='buy-bar__icon-label'>{t('poster.poster')}</Text>
        </View>
      )}
      {remindable && (
        <View
          className={`buy-bar__icon buy-bar__remind${reminded ? ' buy-bar__remind--on' : ''}`}
          role='button'
          aria-pressed={reminded}
          onClick={actions.remind}
        >
          <IconNotice size={20} className='buy-bar__glyph' />
          <Text className='buy-bar__icon-label'>{t(reminded ? 'show.remind.on' : 'show.remind.off')}</Text>
        </View>
      )}
    </>
  )
}

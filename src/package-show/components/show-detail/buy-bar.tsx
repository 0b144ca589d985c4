import { Text, View } from '@tarojs/components'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { cancelReminder, subscribeShow } from '@/api/show'
import { addFavorite, removeFavorite } from '@/api/shows'
import { feedback } from '@/components/feedback'
import { Button } from '@/components/ui'
import { reminderChannel } from '@/domain/booking'
import { captchaStep, type CaptchaToken } from '@/domain/purchase/captcha'
import { countdownParts, showButton, type DetailPanels } from '@/domain/purchase/show-buttons'
import { isHttpError, TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate, openLogin } from '@/navigation/navigate'
import { captchaTokensAtom } from '@/state/captcha'
import { shopLinkAtom } from '@/state/merchant'
import { isPlatformError, platform } from '@/platform'
import { webOrigin } from '@/platform/env'
import IconHeart from '@nutui/icons-react-taro/dist/es/icons/Heart.js'
import IconHeartFill from '@nutui/icons-react-taro/dist/es/icons/HeartFill.js'
import IconNotice from '@nutui/icons-react-taro/dist/es/icons/Notice.js'
import IconShare from '@nutui/icons-react-taro/dist/es/icons/Share.js'
import { CaptchaPopup } from '@/components/captcha-popup'
import { useBuyerState, useServerNow, type ShowPageData } from './use-show-page'
import '@/i18n/locales/show'
import '@/i18n/locales/purchase'

export interface BuyBarProps {
  readonly data: ShowPageData
  readonly zz: boolean
  readonly panels: DetailPanels
  /** The show again (a countdown that reached its sale time). */
  readonly onReload: () => void
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Statuses before the sale opens: the reminder is offered. */
const BEFORE_SALE = new Set(['countdown', 'comingSoon', 'pending'])

/**
 * The bar under the show: favourite, share (unless the shop forbids it), the sale reminder
 * (not for MERCHANT_IS_ZZ shops) and the purchase button by state (show-buttons.ts): a pre-sale
 * counts down on the gateway's clock, a captcha window asks for a captcha before buying.
 */
export function BuyBar({ data, zz, panels, onReload }: BuyBarProps) {
  const t = useT()
  const shopLink = useAtomValue(shopLinkAtom)
  const { show } = data
  const buyer = useBuyerState(show.showId)
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const [tokens, setTokens] = useAtom(captchaTokensAtom)
  const token = tokens[show.showId] ?? null
  const setToken = (solved: CaptchaToken) => setTokens((all) => ({ ...all, [show.showId]: solved }))
  const [busy, setBusy] = useState(false)
  const toast = (text: string) => feedback.presenter.toast({ text }, TOAST_DURATION_MS)
  const failed = (error: unknown) => {
    if (isPlatformError(error)) toast(error.text(t))
    else if (isHttpError(error) && error.comments) toast(error.comments)
    else toast(t('show.common.failed'))
  }

  const ticking =
    (show.saleTime ?? 0) > Date.now() + data.clockOffset || (show.prioritySaleTime ?? 0) > Date.now() + data.clockOffset
  const now = useServerNow(data.clockOffset, ticking)
  const button = showButton({
    status: show.showStatus,
    soldOut: show.soldOut,
    saleTime: show.saleTime,
    seatPickType: show.seatPickType,
    isFree: show.isFree,
    hasPriority: show.hasPriority,
    prioritySaleTime: show.prioritySaleTime,
    canUsePriorityPurchase: show.canUsePriorityPurchase,
    existWaitList: show.existWaitList,
    zz,
    loggedIn: buyer.loggedIn,
    now,
  })

  // The sale time came while the page was open: ask the gateway for the status now.
  const reloaded = useRef(false)
  useEffect(() => {
    if (button.kind === 'countdown' && (button.countdownMs ?? 1) <= 0 && !reloaded.current) {
      reloaded.current = true
      onReload()
    }
  }, [button.kind, button.countdownMs, onReload])

  const clock = (ms: number) => {
    const parts = countdownParts(ms)
    const time = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`
    return parts.days > 0 ? t('show.countdown.days', { days: parts.days, time }) : time
  }
  const label = button.kind === 'countdown' ? t(button.wordKey, { time: clock(button.countdownMs ?? 0) }) : t(button.wordKey)

  const goBuy = () => void navigate('booking', { showId: show.showId })
  const onButton = () => {
    switch (button.action) {
      case 'buy':
      case 'priorityBuy': {
        const step = captchaStep(show.captchaSwitch, token, Date.now() + data.clockOffset)
        if (step.ask) setCaptchaOpen(true)
        else goBuy()
        return
      }
      case 'waitlist':
        void navigate('booking', { showId: show.showId, mode: 'waitlist' })
        return
      case 'shortage':
        void navigate('booking', { showId: show.showId, mode: 'shortage' })
        return
      default:
    }
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
    const origin = webOrigin()
    const link = shopLink(origin ? `${origin}${path}` : path)
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
        const result = await platform.subscribe([])
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

  const offerRemind = panels.remind && BEFORE_SALE.has(button.kind)
  const favourite = buyer.favourite?.isFavourite === true

  return (
    <View className='buy-bar'>
      {button.priorityOpensInMs !== undefined && button.priorityOpensInMs > 0 && (
        <Text className='buy-bar__priority'>{t('show.priority.opensIn', { time: clock(button.priorityOpensInMs) })}</Text>
      )}
      <View className='buy-bar__row'>
        <View
          className={`buy-bar__icon buy-bar__favourite${favourite ? ' buy-bar__favourite--on' : ''}`}
          role='button'
          aria-pressed={favourite}
          onClick={toggleFavourite}
        >
          {favourite ? (
            <IconHeartFill size={20} className='buy-bar__glyph' />
          ) : (
            <IconHeart size={20} className='buy-bar__glyph' />
          )}
          <Text className='buy-bar__icon-label'>{t(favourite ? 'show.favourite.on' : 'show.favourite.off')}</Text>
        </View>
        {panels.share && (
          <View className='buy-bar__icon buy-bar__share' role='button' onClick={share}>
            <IconShare size={20} className='buy-bar__glyph' />
            <Text className='buy-bar__icon-label'>{t('show.share.label')}</Text>
          </View>
        )}
        {offerRemind && (
          <View
            className={`buy-bar__icon buy-bar__remind${buyer.reminder?.subscribed ? ' buy-bar__remind--on' : ''}`}
            role='button'
            aria-pressed={buyer.reminder?.subscribed === true}
            onClick={() => void remind()}
          >
            <IconNotice size={20} className='buy-bar__glyph' />
            <Text className='buy-bar__icon-label'>{t(buyer.reminder?.subscribed ? 'show.remind.on' : 'show.remind.off')}</Text>
          </View>
        )}
        {button.visible && (
          <Button
            className={`buy-bar__button buy-bar__button--${button.kind}`}
            type='primary'
            disabled={!button.enabled}
            onClick={onButton}
          >
            {label}
          </Button>
        )}
      </View>
      {captchaOpen && (
        <CaptchaPopup
          showId={show.showId}
          onClose={() => setCaptchaOpen(false)}
          onSolved={(solved) => {
            setToken(solved)
            setCaptchaOpen(false)
            goBuy()
          }}
        />
      )}
    </View>
  )
}

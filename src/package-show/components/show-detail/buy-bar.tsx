import { Text, View } from '@tarojs/components'
import { useAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui'
import { captchaStep, type CaptchaToken } from '@/domain/purchase/captcha'
import { countdownParts, showButton, type DetailPanels } from '@/domain/purchase/show-buttons'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { captchaTokensAtom } from '@/state/captcha'
import { CaptchaPopup } from '@/components/captcha-popup'
import { BuyBarIcons } from './buy-bar-icons'
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
  const { show } = data
  const buyer = useBuyerState(show.showId)
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const [tokens, setTokens] = useAtom(captchaTokensAtom)
  const token = tokens[show.showId] ?? null
  const setToken = (solved: CaptchaToken) => setTokens((all) => ({ ...all, [show.showId]: solved }))
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

  const offerRemind = panels.remind && BEFORE_SALE.has(button.kind)

  return (
    <View className='buy-bar'>
      {button.priorityOpensInMs !== undefined && button.priorityOpensInMs > 0 && (
        <Text className='buy-bar__priority'>{t('show.priority.opensIn', { time: clock(button.priorityOpensInMs) })}</Text>
      )}
      <View className='buy-bar__row'>
        <BuyBarIcons show={show} buyer={buyer} shareable={panels.share} remindable={offerRemind} />
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

import { useAtomValue } from 'jotai'
import { useState, type ReactElement } from 'react'
import { ActionSheet } from '@/components/ui/action-sheet'
import { feedback } from '@/components/feedback'
import { customerServiceChannels, type CustomerServiceChannel, type CustomerServiceConfig } from '@/domain/shop-config'
import { TOAST_DURATION_MS } from '@/http'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { platform } from '@/platform'
import { shopConfigAtom } from '@/state/shop'

export interface CustomerServiceHandle {
  /** One channel: straight there; more: the choice sheet; none: a toast. */
  readonly contact: () => void
  /** Render it in the page. */
  readonly sheet: ReactElement
  /** The channels a buyer can use here, in the order they are offered. */
  readonly channels: readonly CustomerServiceChannel[]
  /** Opens one channel directly (the support page's buttons). */
  readonly go: (channel: CustomerServiceChannel) => Promise<void>
}

/**
 * Spec sections 3 and 5, customer service: the shop's phone (only when there is a number),
 * company WeChat (WeChat's openCustomerServiceChat, on its mini-program only) and online service. One of them: straight there; more:
 * a choice. `contact()` opens it; render `sheet` in the page. `override`: a service configuration
 * fetched by the page (the support page's fresh `customer_service`) instead of the shop config's.
 */
export function useCustomerService(override?: CustomerServiceConfig | null): CustomerServiceHandle {
  const t = useT()
  const config = useAtomValue(shopConfigAtom)
  const [open, setOpen] = useState(false)
  const shop = override ? { merchantId: config?.merchantId ?? '', customerServiceConfigVO: override } : config
  const service: CustomerServiceConfig | undefined = shop?.customerServiceConfigVO ?? shop?.customerService ?? undefined
  const channels = customerServiceChannels(shop, platform.supports('companyWeChatService'))

  async function go(channel: CustomerServiceChannel) {
    setOpen(false)
    try {
      if (channel === 'telephone') await platform.makePhoneCall(service?.telephone ?? '')
      else if (channel === 'online') await openPage('webView', { url: service?.onlineConfig?.jumpUrl ?? '' })
      // Company WeChat through WeChat's own chat call, never a web view (it cannot open work.weixin.qq.com).
      else
        await platform.openCustomerServiceChat({
          corpId: service?.companyWechat?.corpId ?? '',
          url: service?.companyWechat?.url ?? '',
        })
    } catch {
      // The platform layer has said what went wrong (a failed call, a refused jump).
    }
  }

  function contact() {
    const [only] = channels
    if (channels.length === 0) feedback.presenter.toast({ text: t('service.none') }, TOAST_DURATION_MS)
    else if (channels.length === 1 && only) void go(only)
    else setOpen(true)
  }

  const hours = service?.workTime?.startTime && service.workTime.endTime
  const options = channels.map((channel) => ({
    channel,
    name: channel === 'telephone' ? t('service.telephone', { phone: service?.telephone ?? '' }) : t(`service.${channel}`),
    description:
      channel === 'telephone' && hours
        ? t('service.hours', { start: service?.workTime?.startTime, end: service?.workTime?.endTime })
        : '',
  }))

  const sheet = (
    <ActionSheet
      className='customer-service'
      visible={open}
      title={t('service.title')}
      options={options}
      cancelText={t('service.cancel')}
      onCancel={() => setOpen(false)}
      onSelect={(item) => void go(item.channel as CustomerServiceChannel)}
    />
  )
  return { contact, sheet, channels, go }
}

import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { ShopConfig } from '@/domain/shop-config'
import { Button } from '@/components/ui'
import { errorReasonOf, retryTarget } from '@/domain/info'
import { useT } from '@/i18n/use-t'
import { goBack, goHome } from '@/navigation/navigate'
import './page-error.scss'
import '@/i18n/locales/info'

export interface PageErrorProps {
  /** launch, network, notFound or unknown (anything else reads as unknown). */
  readonly reason: string | undefined
  /** The page to open again on retry: a path inside the app. */
  readonly from: string | undefined
  /** A technical detail to show under the explanation (an error's message). */
  readonly message: string | undefined
  /** Loads the shop configuration again (forced): a failed launch retries it first. */
  readonly reloadShop: () => Promise<ShopConfig | null>
}

/**
 * The generic error page (spec section 8: an unknown failure, 'Something went wrong, please try
 * later'): what went wrong, and the ways on: retry (the page it came from, after the shop's
 * configuration for a failed launch), back, home.
 */
export function PageError({ reason, from, message, reloadShop }: PageErrorProps) {
  const t = useT()
  const why = errorReasonOf(reason)
  const target = retryTarget(from)
  const [retrying, setRetrying] = useState(false)
  const canGoBack = Taro.getCurrentPages().length > 1

  async function retry() {
    if (retrying) return
    setRetrying(true)
    try {
      if (why === 'launch') await reloadShop()
      if (target) await Taro.redirectTo({ url: target })
      else if (canGoBack) await goBack()
      else await goHome()
    } catch {
      // Still failing: the buyer stays here and can try again.
    } finally {
      setRetrying(false)
    }
  }

  return (
    <View className={`page-error page-error--${why}`}>
      <View className='page-error__sign' aria-hidden>
        <Text className='page-error__mark'>!</Text>
      </View>
      <Text className='page-error__title'>{t(`info.pageError.reasons.${why}.title`)}</Text>
      <Text className='page-error__message'>{t(`info.pageError.reasons.${why}.message`)}</Text>
      {message && <Text className='page-error__detail'>{t('info.pageError.detail', { message })}</Text>}
      <View className='page-error__actions'>
        {why !== 'notFound' && (
          <Button className='page-error__retry' type='primary' block loading={retrying} onClick={() => void retry()}>
            {t('info.pageError.retry')}
          </Button>
        )}
        {canGoBack && (
          <Button className='page-error__back' block onClick={() => void goBack()}>
            {t('info.pageError.back')}
          </Button>
        )}
        <Button className='page-error__home' block fill='none' onClick={() => void goHome()}>
          {t('info.pageError.home')}
        </Button>
      </View>
    </View>
  )
}

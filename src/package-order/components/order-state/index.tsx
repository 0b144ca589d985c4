import { Text, View } from '@tarojs/components'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import './order-state.scss'
import '@/i18n/locales/order'

export interface OrderStateProps {
  /** loading: placeholders; error: the message and Retry; badParams: the link is incomplete, Back. */
  readonly kind: 'loading' | 'error' | 'badParams'
  readonly message?: string
  readonly onRetry?: () => void
}

/** The loading, error and incomplete-link states the order pages share. */
export function OrderState({ kind, message, onRetry }: OrderStateProps) {
  const t = useT()
  if (kind === 'loading') {
    return (
      <View className='order-state order-state--loading' aria-busy aria-label={t('order.common.loading')}>
        <View className='order-state__line order-state__line--tall' />
        <View className='order-state__line' />
        <View className='order-state__line order-state__line--short' />
      </View>
    )
  }
  return (
    <View className={`order-state order-state--${kind}`} role='alert'>
      <Text className='order-state__message'>
        {message ?? t(kind === 'badParams' ? 'order.common.badParams' : 'order.common.loadFailed')}
      </Text>
      {kind === 'error' && onRetry ? (
        <Button className='order-state__retry' type='primary' size='small' onClick={onRetry}>
          {t('order.common.retry')}
        </Button>
      ) : (
        <Button className='order-state__back' size='small' onClick={() => void goBack()}>
          {t('order.common.back')}
        </Button>
      )}
    </View>
  )
}

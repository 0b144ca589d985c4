import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import './info-status.scss'
import '@/i18n/locales/info'

export interface InfoStatusProps {
  readonly kind: 'loading' | 'error' | 'empty'
  /** What went wrong, or why there is nothing (not for loading). */
  readonly message?: string
  /** Error: the retry button. */
  readonly onRetry?: () => void
  /** More actions under the message (back, home). */
  readonly children?: ReactNode
}

/** The loading, error and empty states the information pages share. */
export function InfoStatus({ kind, message, onRetry, children }: InfoStatusProps) {
  const t = useT()
  if (kind === 'loading') {
    return (
      <View className='info-status info-status--loading' aria-busy aria-label={t('info.common.loading')}>
        <View className='info-status__line info-status__line--title' />
        <View className='info-status__line' />
        <View className='info-status__line' />
        <View className='info-status__line info-status__line--short' />
      </View>
    )
  }
  return (
    <View className={`info-status info-status--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <Text className='info-status__message'>{message}</Text>
      {kind === 'error' && onRetry && (
        <Button className='info-status__retry' type='primary' size='small' onClick={onRetry}>
          {t('info.common.retry')}
        </Button>
      )}
      {children}
    </View>
  )
}

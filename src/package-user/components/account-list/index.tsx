import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Button, IconArrowRight } from '@/components/ui'
import './account-list.scss'

export interface AccountRowProps {
  readonly name: string
  readonly label: string
  readonly value?: ReactNode
  /** Tappable rows get a chevron and the button role. */
  readonly onClick?: () => void
  readonly hint?: string
}

/** One row of an account card: label, value, a chevron when it opens something. */
export function AccountRow({ name, label, value, onClick, hint }: AccountRowProps) {
  return (
    <View
      className={`account-list__row account-list__row--${name}${onClick ? ' account-list__row--action' : ''}`}
      {...(onClick ? { role: 'button', onClick } : {})}
    >
      <View className='account-list__main'>
        <Text className='account-list__label'>{label}</Text>
        {hint && <Text className='account-list__hint'>{hint}</Text>}
      </View>
      {typeof value === 'string' ? <Text className='account-list__value'>{value}</Text> : value}
      {onClick && <IconArrowRight size={12} className='account-list__chevron' />}
    </View>
  )
}

export function AccountCard({ children }: { readonly children: ReactNode }) {
  return <View className='account-list__card'>{children}</View>
}

export interface LoadStateProps {
  readonly status: 'loading' | 'error'
  readonly message: string
  readonly retryLabel?: string
  readonly onRetry?: () => void
}

/** The loading and failed states of an account page. */
export function LoadState({ status, message, retryLabel, onRetry }: LoadStateProps) {
  return (
    <View
      className={`account-list__state account-list__state--${status}`}
      {...(status === 'error' ? { role: 'alert' } : { 'aria-busy': true })}
    >
      {status === 'loading' && <View className='account-list__skeleton' />}
      {status === 'loading' && <View className='account-list__skeleton account-list__skeleton--short' />}
      <Text className='account-list__state-text'>{message}</Text>
      {status === 'error' && onRetry && retryLabel && (
        <Button className='account-list__retry' size='small' onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </View>
  )
}

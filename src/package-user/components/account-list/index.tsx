import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { feedback } from '@/components/feedback'
import { IconArrowRight } from '@/components/ui'
import { maskEmail, maskPhone } from '@/domain/masking'
import { TOAST_DURATION_MS } from '@/http'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { UNSUPPORTED_KEYS, platform } from '@/platform'
import './account-list.scss'
import '@/i18n/locales/profile'

export interface AccountRowProps {
  readonly name: string
  readonly label: string
  readonly value?: ReactNode
  /** Tappable rows get a chevron and the button role. */
  readonly onClick?: () => void
  readonly hint?: string
  /** The card's last row, when a wrapper (a picker) keeps it from being the card's last child. */
  readonly last?: boolean
}

/** One row of an account card: label, value, a chevron when it opens something. */
export function AccountRow({ name, label, value, onClick, hint, last = false }: AccountRowProps) {
  return (
    <View
      className={`account-list__row account-list__row--${name}${onClick ? ' account-list__row--action' : ''}${last ? ' account-list__row--last' : ''}`}
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

/** The profile while it loads, or after it failed with a retry (the profile pages), in the profile's words. */
export function ProfileLoadState({ failed, onRetry }: { readonly failed: boolean; readonly onRetry: () => void }) {
  const t = useT()
  return failed ? <StatusView kind='error' message={t('profile.loadFailed')} onRetry={onRetry} /> : <StatusView kind='loading' />
}

export interface LinkedAccountsProps {
  readonly cellphone?: string | null | undefined
  readonly email?: string | null | undefined
  readonly emailActivated?: boolean | undefined
}

/**
 * The account's phone and e-mail, each "Not linked" when missing: a missing phone opens the
 * linking flow (the login code proves the number); a missing or unactivated e-mail opens the
 * binding (a mailed code proves it) on a mini-program, and on the web says it is not available
 * there (spec section 5: e-mail binding on the web is 'h5 not support').
 */
export function LinkedAccountRows({ cellphone, email, emailActivated }: LinkedAccountsProps) {
  const t = useT()
  const emailValue = email
    ? `${maskEmail(email)}${emailActivated === false ? ` (${t('profile.notActivated')})` : ''}`
    : t('profile.notBound')
  return (
    <>
      <AccountRow
        name='phone'
        label={t('profile.phone')}
        value={maskPhone(cellphone ?? '') || t('profile.notBound')}
        {...(cellphone ? {} : { onClick: () => void openPage('loginCode', { link: '1' }) })}
      />
      <AccountRow
        name='email'
        label={t('profile.email')}
        value={emailValue}
        {...(email && emailActivated !== false
          ? {}
          : platform.supports('emailBinding')
            ? { onClick: () => void openPage('loginEmail', { bind: '1' }) }
            : email
              ? {}
              : { onClick: () => feedback.presenter.toast({ text: t(UNSUPPORTED_KEYS.emailBinding) }, TOAST_DURATION_MS) })}
      />
    </>
  )
}

import { View } from '@tarojs/components'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import { AccountCard, AccountRow, LinkedAccountRows, ProfileLoadState } from '../account-list'
import { useProfileDetail } from '../profile-form/use-profile'
import '@/i18n/locales/profile'

/**
 * Account security (spec section 2): the bound phone and e-mail, the password (change it; set one
 * when an activated e-mail has none; nothing to change for code-only accounts) and account closing.
 */
export function AccountSafe() {
  const t = useT()
  const { status, profile, retry } = useProfileDetail()

  if (status !== 'ready' || !profile) {
    return <ProfileLoadState failed={status === 'error'} onRetry={retry} />
  }

  return (
    <View className='account-safe'>
      <AccountCard>
        <LinkedAccountRows cellphone={profile.cellphone} email={profile.email} emailActivated={profile.emailActivated} />
      </AccountCard>
      <AccountCard>
        {profile.hasPassword ? (
          <AccountRow
            name='change-password'
            label={t('profile.safe.changePassword')}
            onClick={() => void openPage('changePassword')}
          />
        ) : profile.email && profile.emailActivated ? (
          <AccountRow name='set-password' label={t('profile.safe.setPassword')} onClick={() => void openPage('setPassword')} />
        ) : (
          <AccountRow name='password' label={t('profile.safe.password')} hint={t('profile.safe.noPassword')} />
        )}
        <AccountRow
          name='cancel-account'
          label={t('profile.safe.cancelAccount')}
          hint={t('profile.safe.cancelHint')}
          onClick={() => void openPage('confirmUnregistered')}
        />
      </AccountCard>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import type { PolicyType } from '@/domain/info'
import { useT } from '@/i18n/use-t'
import { openPage } from '@/navigation/navigate'
import './consent-links.scss'
import '@/i18n/locales/info'

/**
 * The line under a login or sign-up form: logging in accepts the user agreement and the privacy
 * policy, each a link to the agreement page with its document.
 */
export function ConsentLinks() {
  const t = useT()
  const open = (type: PolicyType) => () => void openPage('agreement', { type })
  return (
    <View className='consent-links'>
      <Text>{t('info.consent.prefix')}</Text>
      <Text className='consent-links__link consent-links__link--USER_AGREEMENT' onClick={open('USER_AGREEMENT')}>
        {t('info.consent.userAgreement')}
      </Text>
      <Text>{t('info.consent.and')}</Text>
      <Text className='consent-links__link consent-links__link--PRIVACY_POLICY' onClick={open('PRIVACY_POLICY')}>
        {t('info.consent.privacyPolicy')}
      </Text>
    </View>
  )
}

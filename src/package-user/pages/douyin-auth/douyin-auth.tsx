import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { LoginWays } from '@/package-user/components/login-ways'
import { MiniLogin } from '@/package-user/components/mini-login'
import { platform } from '@/platform'
import '@/package-user/components/login-ways/login-ways.scss'
import '@/i18n/locales/oauth'

/**
 * Douyin authorisation: in the Douyin mini-program, one-tap login with Douyin's login code and,
 * for a new user, Douyin's phone button; anywhere else it says to open it in Douyin and offers
 * the other ways.
 */
export default function DouyinAuthPage() {
  const t = useT()
  const inDouyin = platform.platformType === 'MP_TT'
  return (
    <PageShell name='douyinAuth'>
      <View className='login-way douyin-auth'>
        <Text className='login-way__title'>{t('oauth.douyin.title')}</Text>
        <Text className='login-way__subtitle'>{t('oauth.douyin.subtitle')}</Text>
        {inDouyin ? <MiniLogin /> : <Text className='login-way__notice'>{t('oauth.douyin.onlyInDouyin')}</Text>}
        <LoginWays />
      </View>
    </PageShell>
  )
}

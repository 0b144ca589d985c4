import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { LoginWays } from '@/package-user/components/login-ways'
import { MiniLogin } from '@/package-user/components/mini-login'
import { SocialSignIn } from '@/package-user/components/social-sign-in'
import { platform } from '@/platform'
import '@/package-user/components/login-ways/login-ways.scss'
import '@/i18n/locales/oauth'

/**
 * Ways to log in (spec section 2: the login page when the platform can bind a phone and the shop
 * has quick login on): the mini-program's one-tap login and phone button; on the web Google and
 * Apple; always the phone-code login (and e-mail where the shop uses it) as the fallback.
 */
export default function LoginWayPage() {
  const t = useT()
  return (
    <PageShell name='loginWay'>
      <View className='login-way'>
        <Text className='login-way__title'>{t('oauth.way.title')}</Text>
        <Text className='login-way__subtitle'>{t('oauth.way.subtitle')}</Text>
        {platform.supports('loginCode') && <MiniLogin />}
        <SocialSignIn />
        <LoginWays />
      </View>
    </PageShell>
  )
}

import { PageShell } from '@/components/page-shell'
import { usePlatformBarTheme } from '@/components/page-shell/platform-bar'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { AuthLanding } from '@/package-user/components/auth-landing'
import { useWeixinAuth } from '@/package-user/components/auth-landing/use-auth-landing'

/** The WeChat authorisation landing (`code`, `backurl`): keeps the open id, then goes on to backurl. */
export default function WxauthPage() {
  usePlatformBarTheme()
  const t = useT()
  const params = usePageParams()
  const auth = useWeixinAuth(params)
  return (
    <PageShell name='wxauth'>
      <AuthLanding title={t('title.wxauth')} state={auth.state} onRetry={auth.retry} />
    </PageShell>
  )
}

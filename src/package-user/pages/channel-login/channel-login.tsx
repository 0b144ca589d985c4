import { PageShell } from '@/components/page-shell'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { AuthLanding } from '@/package-user/components/auth-landing'
import { usePartnerLogin } from '@/package-user/components/auth-landing/use-auth-landing'
import '@/i18n/locales/oauth'

/**
 * Channel-partner login (spec section 6). A partner links here with its marker `channelCode`
 * (and `authCode` once it has authorised the user, `backurl` for where to go next).
 */
export default function ChannelLoginPage() {
  const t = useT()
  const params = usePageParams()
  const login = usePartnerLogin(params)
  const partner = login.state.kind === 'choose' ? login.state.partner : null
  return (
    <PageShell name='channelLogin'>
      <AuthLanding
        title={t('oauth.channel.title')}
        {...(partner ? { subtitle: t('oauth.channel.subtitle', { partner: partner.name }) } : {})}
        state={login.state}
        {...(login.hasMarker ? { onRetry: login.retry } : {})}
      >
        {partner && (
          <Button className='channel-login__authorize' type='primary' block onClick={() => login.authorise(partner)}>
            {t('oauth.channel.authorize', { partner: partner.name })}
          </Button>
        )}
      </AuthLanding>
    </PageShell>
  )
}

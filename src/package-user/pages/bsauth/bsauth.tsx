import { PageShell } from '@/components/page-shell'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { AuthLanding } from '@/package-user/components/auth-landing'
import { usePartnerLogin } from '@/package-user/components/auth-landing/use-auth-landing'
import '@/i18n/locales/oauth'

/**
 * The partner's authorisation comes back here (`authCode`, `channelCode`, `backurl`): the
 * gateway logs the user in (channel_oauth/oauth_and_login) and the user goes on to `backurl`.
 */
export default function BsauthPage() {
  const t = useT()
  const params = usePageParams()
  const login = usePartnerLogin(params)
  const partner = login.state.kind === 'choose' ? login.state.partner : null
  return (
    <PageShell name='bsauth'>
      <AuthLanding title={t('title.bsauth')} state={login.state} {...(login.hasMarker ? { onRetry: login.retry } : {})}>
        {partner && (
          <Button className='channel-login__authorize' type='primary' block onClick={() => login.authorise(partner)}>
            {t('oauth.channel.authorize', { partner: partner.name })}
          </Button>
        )}
      </AuthLanding>
    </PageShell>
  )
}

import { useAtomValue } from 'jotai'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/i18n/use-t'
import { goBack } from '@/navigation/navigate'
import { usePageParams } from '@/navigation/use-page-params'
import { isLoggedInAtom } from '@/state/session'
import { PhoneLogin } from '@/package-user/components/phone-login'
import '@/i18n/locales/oauth'

/** Digits only, as the phone field takes them. */
const PHONE_PARAM = /^\d{5,15}$/
const AREA_PARAM = /^\d{1,4}$/

/**
 * Login with a code (spec section 2, login-code): the SMS-code step for a number that is already
 * known (`cellphone`, `countryCode` in the address: a partner's or a message's link, "log in with
 * this number"). The number is filled in and stays editable; the image captcha, the 6-digit code
 * and its rules are those of the phone login. With `link=1` and a logged-in user (the profile's
 * "Not linked" phone), the code links the number to the account instead, and the page goes back.
 */
export default function LoginCodePage() {
  const t = useT()
  const params = usePageParams()
  const phone = PHONE_PARAM.test(params.cellphone ?? '') ? params.cellphone : undefined
  const area = AREA_PARAM.test(params.countryCode ?? '') ? params.countryCode : undefined
  const loggedIn = useAtomValue(isLoggedInAtom)
  if (params.link === '1' && loggedIn) {
    return (
      <PageShell name='loginCode' titleKey='login.linkTitle'>
        <PhoneLogin title={t('login.linkTitle')} subtitle={t('login.linkSubtitle')} onLinked={() => void goBack()} />
      </PageShell>
    )
  }
  return (
    <PageShell name='loginCode'>
      <PhoneLogin
        {...(phone ? { initialPhone: phone } : {})}
        {...(area ? { initialAreaCode: area } : {})}
        title={t('oauth.code.title')}
        {...(phone ? { subtitle: t('oauth.code.subtitle', { phone: `+${area ?? '86'} ${phone}` }) } : {})}
      />
    </PageShell>
  )
}

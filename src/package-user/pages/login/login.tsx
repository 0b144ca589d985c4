import { PageShell } from '@/components/page-shell'
import { PhoneLogin } from '@/package-user/components/phone-login'

/** Login (spec section 2): the phone login with image captcha and SMS code. */
export default function LoginPage() {
  return (
    <PageShell name='login'>
      <PhoneLogin />
    </PageShell>
  )
}

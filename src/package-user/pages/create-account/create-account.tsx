import { PageShell } from '@/components/page-shell'
import { CreateAccount } from '@/package-user/components/email-account'

/** Create account (spec section 2): e-mail, password twice, agreement; the activation mail follows. */
export default function CreateAccountPage() {
  return (
    <PageShell name='createAccount'>
      <CreateAccount />
    </PageShell>
  )
}

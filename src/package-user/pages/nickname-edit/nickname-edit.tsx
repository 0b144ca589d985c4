import { PageShell } from '@/components/page-shell'
import { NicknameForm } from '@/package-user/components/nickname-form'

/** Edit the nickname (spec section 5: required). */
export default function NicknameEditPage() {
  return (
    <PageShell name='nicknameEdit'>
      <NicknameForm />
    </PageShell>
  )
}

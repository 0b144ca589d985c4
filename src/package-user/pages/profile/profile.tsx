import { PageShell } from '@/components/page-shell'
import { ProfileForm } from '@/package-user/components/profile-form'

/** Profile (spec section 2): avatar, nickname, gender, birthday, phone and e-mail. */
export default function ProfilePage() {
  return (
    <PageShell name='profile'>
      <ProfileForm />
    </PageShell>
  )
}

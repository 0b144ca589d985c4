import { PageShell } from '@/components/page-shell'
import { LanguageList } from '@/package-user/components/language-list'

/** Language (spec section 2): the shop's languages, the current one marked. */
export default function LanguagePage() {
  return (
    <PageShell name='language'>
      <LanguageList />
    </PageShell>
  )
}

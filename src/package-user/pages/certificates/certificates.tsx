import { PageShell } from '@/components/page-shell'
import { CertificateList } from '@/package-user/components/certificate-list'

/** The user's documents, by certificate type (spec section 2, certificates). */
export default function CertificatesPage() {
  return (
    <PageShell name='certificates'>
      <CertificateList />
    </PageShell>
  )
}

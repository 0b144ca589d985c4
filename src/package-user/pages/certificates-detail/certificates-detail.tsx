import { PageShell } from '@/components/page-shell'
import { CertificateDetail } from '@/package-user/components/certificate-detail'

/** One document (spec section 2, certificates-detail). */
export default function CertificatesDetailPage() {
  return (
    <PageShell name='certificatesDetail'>
      <CertificateDetail />
    </PageShell>
  )
}

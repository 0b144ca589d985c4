import { InvoiceDetail } from '@/package-invoice/components/invoice-detail'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import '@/i18n/locales/order'

/** An invoice: its state and what was asked for (spec s2 Invoice, s4 invoice states; login). */
export default function InvoiceDetailPage() {
  const { invoiceId } = usePageParams()
  const t = useT()
  return (
    <PageShell name='invoiceDetail'>
      {invoiceId ? (
        <InvoiceDetail invoiceId={invoiceId} />
      ) : (
        <StatusView kind='notFound' message={t('order.common.badParams')} exit='back' />
      )}
    </PageShell>
  )
}

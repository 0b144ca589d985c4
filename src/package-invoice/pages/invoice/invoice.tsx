import { InvoiceForm } from '@/package-invoice/components/invoice-form'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import '@/i18n/locales/order'

/** Apply for an order's invoice (spec s2 Invoice; login); `fromInvoiceId`: re-apply after a rejection. */
export default function InvoicePage() {
  const { orderId, fromInvoiceId } = usePageParams()
  const t = useT()
  return (
    <PageShell name='invoice'>
      {orderId ? (
        <InvoiceForm orderId={orderId} {...(fromInvoiceId ? { fromInvoiceId } : {})} />
      ) : (
        <StatusView kind='notFound' message={t('order.common.badParams')} exit='back' />
      )}
    </PageShell>
  )
}

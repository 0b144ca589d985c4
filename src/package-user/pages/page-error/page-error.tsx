import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { PageError } from '@/package-user/components/page-error'
import { useReloadShop } from '@/package-user/components/shop-state/use-reload-shop'

/** The error page (spec section 8): `reason` (launch, network, notFound, unknown), `from`, `message`. */
export default function PageErrorPage() {
  const { reason, from, message } = usePageParams()
  const reloadShop = useReloadShop()
  return (
    <PageShell name='pageError'>
      <PageError reason={reason} from={from} message={message} reloadShop={reloadShop} />
    </PageShell>
  )
}

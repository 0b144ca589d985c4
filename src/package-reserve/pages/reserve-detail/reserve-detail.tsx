import { PageShell } from '@/components/page-shell'
import { usePlatformBarTheme } from '@/components/page-shell/platform-bar'
import { usePageParams } from '@/navigation/use-page-params'
import { ReserveDetail } from '@/package-reserve/components/reserve-detail'

/** Reserve detail (spec s2 reserve-detail, the default bar titled "reservation"; D26): days and slots. */
export default function ReserveDetailPage() {
  usePlatformBarTheme()
  const params = usePageParams()
  return (
    <PageShell name='reserveDetail'>
      <ReserveDetail itemId={params.itemId ?? ''} />
    </PageShell>
  )
}

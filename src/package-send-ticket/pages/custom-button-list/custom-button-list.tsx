import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import { usePageParams } from '@/navigation/use-page-params'
import { ButtonList } from '@/package-send-ticket/components/button-list'
import '@/i18n/locales/transfer'

/** More actions of a show's tickets (spec s2 custom-button-list, "更多操作"; D10): `showId`. */
export default function CustomButtonListPage() {
  const { showId } = usePageParams()
  const t = useT()
  return (
    <PageShell name='customButtonList'>
      {showId ? <ButtonList showId={showId} /> : <StatusView kind='notFound' message={t('transfer.buttons.empty')} exit='back' />}
    </PageShell>
  )
}

import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/poster'

/** A share page opened without what it shares (a cut link): what happened, and the way back. */
export function MissingSubject() {
  const t = useT()
  return <StatusView kind='notFound' message={t('poster.missing')} exit='back' />
}

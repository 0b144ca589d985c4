import { StatusView } from '@/components/status-view'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/order'

/** An order page opened with an incomplete link: says so, with the way back. */
export function BadOrderLink() {
  const t = useT()
  return <StatusView kind='notFound' message={t('order.common.badParams')} exit='back' />
}

import { useAtomValue } from 'jotai'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { shopConfigAtom } from '@/state/shop'
import '@/i18n/locales/poster'

/**
 * The ticket detail's poster action (share-ticket): not for a shop that forbids sharing; a
 * sensitive show's poster page says it cannot be shared (D33: the ticket does not carry the flag).
 */
export function TicketPosterEntry({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const shop = useAtomValue(shopConfigAtom)
  if (shop?.forbidShare) return null
  return (
    <Button className='ticket-detail__poster' fill='outline' onClick={() => void navigate('shareTicket', { ticketId })}>
      {t('poster.poster')}
    </Button>
  )
}

import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { bindCheckedHolder, fetchTicket } from '@/api/ticket'
import { FieldInput, FormField } from '@/components/form-field'
import { useServerData } from '@/components/server-data'
import { LoadFailure, StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { normaliseIdNumber, parseIdCard } from '@/domain/identity'
import { useT } from '@/i18n/use-t'
import { holderNamed, refusalText } from './outcome'
import { TicketLine } from './ticket-line'
import './real-name.scss'
import '@/i18n/locales/ticket'

/** The longest name the gateway keeps (the attendee rule). */
const NAME_MAX = 50

/**
 * real-idCard (a21): a new holder by name and mainland ID number, checked at the gateway by the
 * identity provider (a sandbox there, like the payment sandbox), saved to the buyer's attendees
 * and made the ticket's holder. The number is checked here first (s5: 18 characters, check
 * digit); what was typed stays when the gateway refuses.
 */
export function RealIdCard({ ticketId }: { readonly ticketId: string }) {
  const t = useT()
  const ticket = useServerData(['real-name-ticket', ticketId], () => fetchTicket(ticketId), { reloadOnShow: false })
  const [name, setName] = useState('')
  const [idNo, setIdNo] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  if (ticket.status === 'loading') return <StatusView kind='loading' />
  if (ticket.status === 'error') return <LoadFailure error={ticket.error} onRetry={ticket.retry} exit='back' />

  const nameProblem = tried && !name.trim() ? t('ticket.idCard.nameMissing') : null
  const idProblem = tried && !parseIdCard(idNo, new Date()).ok ? t('ticket.idCard.idNoWrong') : null

  async function submit() {
    setTried(true)
    if (busy || !name.trim() || !parseIdCard(idNo, new Date()).ok) return
    setBusy(true)
    setRefusal(null)
    try {
      await holderNamed(await bindCheckedHolder(ticketId, { name: name.trim(), idNo: normaliseIdNumber(idNo) }), t)
    } catch (error) {
      setRefusal(refusalText(error, t))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='real-name'>
      <View className='real-name__card'>
        <TicketLine ticket={ticket.data} now={ticket.loadedAt} />
      </View>
      <View className='real-name__card real-name__form'>
        <Text className='real-name__note'>{t('ticket.idCard.intro')}</Text>
        <FormField block='real-name' name='name' label={t('ticket.idCard.name')} message={nameProblem} required>
          <FieldInput
            className='real-name__input real-name__name-input'
            value={name}
            maxlength={NAME_MAX}
            placeholder={t('ticket.idCard.namePlaceholder')}
            onInput={setName}
          />
        </FormField>
        <FormField block='real-name' name='idNo' label={t('ticket.idCard.idNo')} message={idProblem} required>
          <FieldInput
            className='real-name__input real-name__id-input'
            value={idNo}
            type='idcard'
            maxlength={20}
            placeholder={t('ticket.idCard.idNoPlaceholder')}
            onInput={setIdNo}
          />
        </FormField>
        {refusal && (
          <View className='real-name__refusal' role='alert'>
            <Text>{refusal}</Text>
          </View>
        )}
      </View>
      <View className='real-name__bar'>
        <Button className='real-name__submit' type='primary' block loading={busy} onClick={() => void submit()}>
          {t('ticket.idCard.submit')}
        </Button>
      </View>
    </View>
  )
}

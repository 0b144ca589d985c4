import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { bindTicketByCode } from '@/api/ticket'
import { FieldInput, FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { isHttpError } from '@/http'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import { isTaken, ticketAdded } from './outcome'
import './bind.scss'
import '@/i18n/locales/ticket'

/** The longest ticket number or code the gateway takes. */
const FIELD_MAX = 40

/**
 * bind-ticket (`/ticket/bind-ticket`, a22): a ticket bought without an account (the box office, a
 * partner) into this one by the ticket number and the bind code printed with it. A wrong pair is
 * said under the form with what was typed kept; a ticket in another account opens ticket-error
 * (D7); a network failure keeps everything for another try.
 */
export function BindTicket() {
  const t = useT()
  const [ticketNo, setTicketNo] = useState('')
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  async function submit() {
    setTried(true)
    if (busy || !ticketNo.trim() || !code.trim()) return
    setBusy(true)
    setRefusal(null)
    try {
      await ticketAdded(await bindTicketByCode(ticketNo.trim(), code.trim()), t)
    } catch (error) {
      if (isTaken(error)) {
        await navigate('ticketError', { reason: 'bindTaken' }, { replace: true })
        return
      }
      setRefusal(isHttpError(error) && error.comments ? error.comments : t('ticket.bind.network'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='bind'>
      <View className='bind__card'>
        <Text className='bind__note'>{t('ticket.bind.intro')}</Text>
        <FormField
          block='bind'
          name='ticketNo'
          label={t('ticket.bind.ticketNo')}
          message={tried && !ticketNo.trim() ? t('ticket.bind.ticketNoMissing') : null}
          required
        >
          <FieldInput
            className='bind__input bind__ticket-no'
            value={ticketNo}
            maxlength={FIELD_MAX}
            placeholder={t('ticket.bind.ticketNoPlaceholder')}
            onInput={setTicketNo}
          />
        </FormField>
        <FormField
          block='bind'
          name='code'
          label={t('ticket.bind.code')}
          message={tried && !code.trim() ? t('ticket.bind.codeMissing') : null}
          required
        >
          <FieldInput
            className='bind__input bind__code'
            value={code}
            maxlength={FIELD_MAX}
            placeholder={t('ticket.bind.codePlaceholder')}
            onInput={setCode}
          />
        </FormField>
        {refusal && (
          <View className='bind__refusal' role='alert'>
            <Text>{refusal}</Text>
          </View>
        )}
      </View>
      <View className='bind__bar'>
        <Button className='bind__submit' type='primary' block loading={busy} onClick={() => void submit()}>
          {t('ticket.bind.submit')}
        </Button>
      </View>
    </View>
  )
}

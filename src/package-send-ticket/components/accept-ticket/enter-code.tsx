import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { normalTransferCode } from '@/domain/transfer'
import { useT } from '@/i18n/use-t'
import { navigate } from '@/navigation/navigate'
import './accept-ticket.scss'
import '@/i18n/locales/transfer'

/** The accept page opened without a code: type the code a friend sent. */
export function EnterCode() {
  const t = useT()
  const [text, setText] = useState('')
  const [tried, setTried] = useState(false)
  const code = normalTransferCode(text)
  const open = () => {
    setTried(true)
    if (code) void navigate('acceptMineTicket', { code }, { replace: true })
  }
  return (
    <View className='accept-ticket'>
      <FormField
        block='accept-ticket'
        name='code'
        layout='stacked'
        label={t('transfer.accept.code')}
        message={tried && !code ? t('transfer.accept.codeInvalid') : null}
      >
        <Input
          className='accept-ticket__input'
          maxlength={8}
          placeholder={t('transfer.accept.codePlaceholder')}
          value={text}
          onInput={(event) => setText(event.detail.value)}
        />
      </FormField>
      <Button className='accept-ticket__open' type='primary' block onClick={open}>
        {t('transfer.accept.open')}
      </Button>
    </View>
  )
}

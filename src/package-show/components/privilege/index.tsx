import { Text, View } from '@tarojs/components'
import { FieldInput, FormField } from '@/components/form-field'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { PrivilegeSessionsView } from './sessions'
import { usePrivilegeAccess } from './use-privilege'
import './privilege.scss'
import '@/i18n/locales/privilege'

/** Codes are short (the gateway takes up to 32 letters and digits). */
const CODE_MAX_LENGTH = 32

/**
 * The show package's privilege page, titled 优先购 (spec s2; D39): the designated-user purchase
 * entry, opened from a member right or an invitation (`showId`, `privilegeId` or `privilegeCode`).
 * Without a token for the privilege it asks for the code and says why one is refused; with one it
 * shows the privilege's sessions and designated prices and sells them.
 */
export function Privilege({
  showId,
  privilegeId,
  privilegeCode,
}: {
  readonly showId: string
  readonly privilegeId: string | undefined
  readonly privilegeCode: string | undefined
}) {
  const t = useT()
  const access = usePrivilegeAccess(showId, privilegeId, privilegeCode)
  if (access.opened) {
    return (
      <PrivilegeSessionsView showId={access.opened.showId} privilegeId={access.opened.privilegeId} onExpired={access.expire} />
    )
  }
  return (
    <View className='privilege privilege--code'>
      <Text className='privilege__hint'>{t('privilege.codeHint')}</Text>
      <FormField
        block='privilege'
        name='privilegeCode'
        layout='stacked'
        label={t('privilege.codeLabel')}
        message={access.message}
        required
      >
        <FieldInput
          className='privilege__input'
          maxlength={CODE_MAX_LENGTH}
          placeholder={t('privilege.codePlaceholder')}
          value={access.code}
          onInput={access.type}
          onConfirm={access.submit}
        />
      </FormField>
      <Button
        className='privilege__open'
        type='primary'
        block
        loading={access.busy}
        disabled={!access.code.trim() || access.busy}
        onClick={access.submit}
      >
        {t('privilege.open')}
      </Button>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { ActionSheet } from '@/components/ui/action-sheet'
import { phoneAreasWith, type PhoneArea } from '@/domain/shop-config'
import { hasOwnPhoneRule } from '@/domain/validation'
import { useT } from '@/i18n/use-t'
import { shopConfigAtom } from '@/state/shop'
import './phone-area.scss'

/** The areas a phone field offers: the shop's (spec section 3, supportLoginAreas), and the one it holds. */
export function usePhoneAreas(current?: string): PhoneArea[] {
  return phoneAreasWith(useAtomValue(shopConfigAtom), current)
}

/** The words of an area's rule ("8 digits starting with 6"), for placeholders and messages. */
export function usePhoneRuleWords(): (code: string) => string {
  const t = useT()
  return (code) => t(`phoneArea.rule.${hasOwnPhoneRule(code) ? code.replace(/^\+/, '') : 'other'}`)
}

export interface PhoneAreaPickerProps {
  /** The chosen country code, without its plus sign. */
  readonly value: string
  readonly areas: readonly PhoneArea[]
  readonly onChange: (code: string) => void
  readonly className?: string
}

/** The area code in front of a phone number: "+853 ▾", a sheet of the shop's areas when tapped. */
export function PhoneAreaPicker({ value, areas, onChange, className = '' }: PhoneAreaPickerProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const choosable = areas.length > 1
  return (
    <>
      <View
        className={`phone-area${choosable ? ' phone-area--choosable' : ''} ${className}`}
        role={choosable ? 'button' : undefined}
        aria-label={`${t('phoneArea.label')} +${value}`}
        onClick={() => choosable && setOpen(true)}
      >
        <Text className='phone-area__code'>{`+${value}`}</Text>
        {choosable && (
          <Text className='phone-area__caret' aria-hidden>
            ▾
          </Text>
        )}
      </View>
      {choosable && (
        <ActionSheet
          className='phone-area__sheet'
          visible={open}
          title={t('phoneArea.title')}
          options={areas.map((area) => ({ name: `+${area.code}${area.name ? ` ${area.name}` : ''}`, code: area.code }))}
          cancelText={t('phoneArea.cancel')}
          onCancel={() => setOpen(false)}
          onSelect={(item) => {
            setOpen(false)
            onChange(String((item as { code: string }).code))
          }}
        />
      )}
    </>
  )
}

import { Text, View } from '@tarojs/components'
import type { OpenShowAnswerError } from '@showtix/contract/rules'
import type { OpenShowField } from '@/api/open-show'
import { FieldControl, FieldInput, FormField } from '@/components/form-field'
import { useT } from '@/i18n/use-t'
import '@/i18n/locales/open-show'

const INPUT_TYPE: Partial<Record<OpenShowField['type'], 'number' | 'idcard' | 'text'>> = {
  PHONE: 'number',
  ID_NO: 'idcard',
}

export interface AnswersFormProps {
  readonly fields: readonly OpenShowField[]
  readonly answers: Readonly<Record<string, string>>
  readonly errors: readonly OpenShowAnswerError[]
  readonly onChange: (key: string, value: string) => void
}

/**
 * The merchant's fields (D24) as form fields: a text input per field (a number pad for phones), a
 * row of choices for a SELECT; each problem the shared rule found under its field.
 */
export function AnswersForm({ fields, answers, errors, onChange }: AnswersFormProps) {
  const t = useT()
  const messageOf = (key: string) => {
    const problem = errors.find((error) => error.key === key)?.problem
    return problem ? t(`open-show.form.${problem}`) : undefined
  }
  return (
    <View className='open-show__card open-show__fields'>
      {fields.map((field) =>
        field.type === 'SELECT' ? (
          <FormField
            key={field.key}
            block='open-show'
            name={field.key}
            label={field.label}
            required={field.required}
            layout='stacked'
            message={messageOf(field.key)}
          >
            <FieldControl className='open-show__options' role='radiogroup'>
              {(field.options ?? []).map((option) => {
                const on = answers[field.key] === option.value
                return (
                  <View
                    key={option.value}
                    className={`open-show__option${on ? ' open-show__option--on' : ''}`}
                    role='radio'
                    aria-checked={on}
                    onClick={() => onChange(field.key, on ? '' : option.value)}
                  >
                    <Text>{option.label}</Text>
                  </View>
                )
              })}
            </FieldControl>
          </FormField>
        ) : (
          <FormField
            key={field.key}
            block='open-show'
            name={field.key}
            label={field.label}
            required={field.required}
            message={messageOf(field.key)}
          >
            <FieldInput
              className={`open-show__input open-show__input--${field.key}`}
              type={INPUT_TYPE[field.type] ?? 'text'}
              value={answers[field.key] ?? ''}
              placeholder={field.label}
              maxlength={100}
              onInput={(value) => onChange(field.key, value)}
            />
          </FormField>
        ),
      )}
    </View>
  )
}

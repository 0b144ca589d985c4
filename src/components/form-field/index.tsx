/**
 * One field of a form: its label, its control (an input, a textarea, or a control of the page's
 * own), and its message right under it (spec: the message beside the field it is about; what was
 * typed stays). docs/decisions/form-field.md.
 *
 * ```tsx
 * <FormField block='address-form' name='recipient' label={t('…recipient')} message={problem} required>
 *   <FieldInput className='address-form__input address-form__recipient' value={draft.recipient} onInput={setRecipient} />
 * </FormField>
 * ```
 *
 * `block` keeps the page's own class names beside the field's (`<block>__field--<name>`,
 * `<block>__label`, `<block>__row`, `<block>__error--<name>`, `<block>__hint`), for its layout and
 * for tests that find the parts by them. The field's own classes (`form-field__…`) carry what every
 * form shares: the row, the label, the required mark, and the message in the theme's danger colour.
 */
import { Input, Text, Textarea, View } from '@tarojs/components'
import type { InputProps, TextareaProps, ViewProps } from '@tarojs/components'
import { useId, type ReactNode } from 'react'
import { nativeControlProps, viewControlProps } from './control-props'
import { FieldTieContext, useFieldTie, type FieldTie } from './tie'
import './form-field.scss'

export { useFieldTie, type FieldTie } from './tie'

export interface FormFieldProps {
  /** Names the field in class names (`form-field--<name>`, `<block>__error--<name>`). */
  readonly name: string
  readonly label: string
  /** What is wrong with what was typed; none: nothing is. Shown under the row, in the danger colour. */
  readonly message?: string | null | undefined
  /** A rule to follow, under the row while there is no message. */
  readonly hint?: string | null | undefined
  /** The required mark beside the label (and aria-required on the control). */
  readonly required?: boolean
  /** The page's BEM block, whose class names the parts carry too. */
  readonly block?: string
  /** 'row': the label beside the control (default); 'stacked': above it. */
  readonly layout?: 'row' | 'stacked'
  /** The label is for screen readers only (a form that shows placeholders instead). */
  readonly labelHidden?: boolean
  /** A tap on the row (a row that opens a picker): the row is then a button. */
  readonly onTap?: () => void
  /** More classes on the field. */
  readonly className?: string
  /** More classes on the row. */
  readonly rowClassName?: string
  /** Under the row, above the message (a note about the value). */
  readonly note?: ReactNode
  /** The control, and anything beside it in the row (an area code picker, a counter). */
  readonly children: ReactNode
}

const classes = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ')

export function FormField(props: FormFieldProps) {
  const { name, label, message, hint, required = false, block, layout = 'row', labelHidden = false } = props
  const { className, onTap, rowClassName, note, children } = props
  const id = useId()
  const part = (suffix: string) => (block ? `${block}__${suffix}` : undefined)
  const tie: FieldTie = {
    label,
    labelId: `${id}label`,
    controlId: `${id}control`,
    describedBy: message ? `${id}message` : hint ? `${id}hint` : undefined,
    invalid: Boolean(message),
    required,
  }
  const labelText = (
    <Text id={tie.labelId} className={classes('form-field__label', labelHidden && 'form-field__label--hidden', part('label'))}>
      {label}
      {required && (
        <Text className='form-field__required' aria-hidden>
          *
        </Text>
      )}
    </Text>
  )
  return (
    <FieldTieContext.Provider value={tie}>
      <View
        className={classes(
          'form-field',
          `form-field--${layout}`,
          `form-field--${name}`,
          message && 'form-field--invalid',
          part('field'),
          block && `${block}__field--${name}`,
          message && part('field--invalid'),
          className,
        )}
      >
        {layout === 'stacked' && labelText}
        <View
          className={classes('form-field__row', part('row'), rowClassName)}
          {...(onTap ? { role: 'button', onClick: onTap } : {})}
        >
          {layout === 'row' && labelText}
          {children}
        </View>
        {note}
        {message ? (
          <View
            id={`${id}message`}
            className={classes('form-field__message', part('error'), block && `${block}__error--${name}`)}
            role='alert'
          >
            <Text>{message}</Text>
          </View>
        ) : (
          hint && (
            <Text id={`${id}hint`} className={classes('form-field__hint', part('hint'))}>
              {hint}
            </Text>
          )
        )}
      </View>
    </FieldTieContext.Provider>
  )
}

/** What a control inside a field says of itself: its name (the label) and, where it can, its ties. */
function useControlProps(): { readonly 'aria-label'?: string; readonly tie: FieldTie | null } {
  const tie = useFieldTie()
  return tie ? { 'aria-label': tie.label, tie } : { tie }
}

export type FieldInputProps = Omit<InputProps, 'onInput'> & {
  /** The text as typed. */
  readonly onInput: (value: string) => void
}

/** Taro's Input, named by the field around it and tied to its label and message. */
export function FieldInput({ onInput, ...rest }: FieldInputProps) {
  const { tie, ...named } = useControlProps()
  return <Input {...named} {...(tie ? nativeControlProps(tie) : {})} {...rest} onInput={(event) => onInput(event.detail.value)} />
}

export type FieldTextareaProps = Omit<TextareaProps, 'onInput'> & {
  readonly onInput: (value: string) => void
}

/** Taro's Textarea, named by the field around it and tied to its label and message. */
export function FieldTextarea({ onInput, ...rest }: FieldTextareaProps) {
  const { tie, ...named } = useControlProps()
  return (
    <Textarea {...named} {...(tie ? nativeControlProps(tie) : {})} {...rest} onInput={(event) => onInput(event.detail.value)} />
  )
}

export type FieldControlProps = Omit<ViewProps, 'id'>

/**
 * A control of the page's own drawn with View (a row that opens a picker), named by the field around
 * it and, on H5, tied to its label and message.
 */
export function FieldControl(props: FieldControlProps) {
  const { tie, ...named } = useControlProps()
  return <View {...named} {...(tie ? viewControlProps(tie) : {})} {...props} />
}

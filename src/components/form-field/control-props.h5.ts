/**
 * H5: the native field inside Taro's Input / Textarea web component gets the ids that tie it to
 * the label (aria-labelledby) and to the message or hint under it (aria-describedby), through
 * Taro's `nativeProps` (the component's own attributes stay on its wrapper element). A custom
 * control drawn with View is a plain element on H5 and takes them directly.
 */
import type * as Mini from './control-props'
import type { FieldTie } from './tie'

function tieAttributes(tie: FieldTie): Record<string, string> {
  return {
    'aria-labelledby': tie.labelId,
    ...(tie.describedBy ? { 'aria-describedby': tie.describedBy } : {}),
    ...(tie.invalid ? { 'aria-invalid': 'true' } : {}),
    ...(tie.required ? { 'aria-required': 'true' } : {}),
  }
}

export const nativeControlProps: typeof Mini.nativeControlProps = (tie) => ({
  nativeProps: { id: tie.controlId, ...tieAttributes(tie) },
})

export const viewControlProps: typeof Mini.viewControlProps = (tie) => ({ id: tie.controlId, ...tieAttributes(tie) })

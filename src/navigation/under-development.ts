import { feedback } from '@/components/feedback'
import { TOAST_DURATION_MS } from '@/http'
import { translator } from '@/i18n'
import { localeAtom } from '@/state/preferences'
import { store } from '@/state/store'

/** Spec s8's words (root locale, "platform"). */
export const UNDER_DEVELOPMENT_KEY = 'platform.underDevelopment'

/**
 * Spec s8 "feature under development": what every configured entry that points at something this
 * app does not have says when tapped: a layout, tab, custom-button or service link to a page the
 * app lacks (a native-only page of the app's web view included), a login method the app does not
 * offer. One toast, the same words everywhere.
 */
export function sayUnderDevelopment(): void {
  const t = translator(store.get(localeAtom))
  feedback.presenter.toast({ text: t(UNDER_DEVELOPMENT_KEY) }, TOAST_DURATION_MS)
}

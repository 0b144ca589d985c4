import { shownName } from '@/domain/profile'
import { useT } from './use-t'

/** The name a user is shown by, in the current language: the chosen nickname, else the default (domain/profile shownName). */
export function useShownName(
  profile: { readonly nickname?: string | null; readonly cellphone?: string | null } | null | undefined,
): string {
  const t = useT()
  const shown = shownName(profile ?? {})
  if ('nickname' in shown) return shown.nickname
  return 'digits' in shown ? t(shown.key, { digits: shown.digits }) : t(shown.key)
}

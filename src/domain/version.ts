/** Spec section 7, `version/match`: FORCE blocks the app with an update prompt, WEAK suggests one. */
export type UpdateType = 'FORCE' | 'WEAK' | 'NONE'

export type VersionAction = 'block' | 'suggest' | 'none'

export function versionAction(updateType: string | null | undefined): VersionAction {
  if (updateType === 'FORCE') return 'block'
  if (updateType === 'WEAK') return 'suggest'
  return 'none'
}

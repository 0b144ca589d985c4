/** The show service's paths, shared by the show endpoints' modules. */
export const show = (showId: string) => `/pub/v3/show/${encodeURIComponent(showId)}`
export const showV5 = (showId: string) => `/pub/v5/show/${encodeURIComponent(showId)}`
/** Spec section 7: the privilege variant carries privilegeId in the path. */
export const privileged = (path: string, privilegeId: string | undefined) =>
  privilegeId ? `${path}/${encodeURIComponent(privilegeId)}` : path

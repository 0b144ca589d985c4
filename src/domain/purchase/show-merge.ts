/**
 * The show detail comes in two parts (spec section 7): a static part (names, venue, prices) and a
 * dynamic one (status, stock, countdowns) fetched more often. Sessions and seat plans come the
 * same way, merged by bizShowSessionId and seatPlanId. The dynamic part wins where both have a
 * field; a field the dynamic part leaves out (undefined) keeps its static value.
 */

/** The dynamic part over the static one: its fields replace the static ones. */
export type Merged<S, D> = Omit<S, keyof D> & D

/** A list entry whose dynamic part may be missing: shared fields from either part, the dynamic-only ones optional. */
export type MergedEntry<S, D> = Omit<S, keyof D> & { [K in keyof D & keyof S]: S[K] | D[K] } & Partial<Omit<D, keyof S>>

/** `dynamic` over `statics`, skipping undefined values. */
function over<S extends object, D extends object>(staticPart: S, dynamicPart: D | undefined): MergedEntry<S, D> {
  const merged: Record<string, unknown> = { ...(staticPart as Record<string, unknown>) }
  if (dynamicPart) {
    for (const [key, value] of Object.entries(dynamicPart)) if (value !== undefined) merged[key] = value
  }
  return merged as MergedEntry<S, D>
}

/** The show detail: static and dynamic merged, the dynamic part winning. */
export function mergeShow<S extends object, D extends object>(staticPart: S, dynamicPart: D): Merged<S, D> {
  return over(staticPart, dynamicPart) as unknown as Merged<S, D>
}

/**
 * Merges two lists by an id, in the static list's order. An entry only the dynamic list has is
 * dropped (nothing to show it with); an entry without a dynamic part keeps its static fields only
 * (no status: the page treats it as not buyable). A repeated id in the dynamic list: the last wins.
 */
function mergeBy<K extends string, S extends { readonly [key in K]: string }, D extends { readonly [key in K]: string }>(
  key: K,
  statics: readonly S[],
  dynamics: readonly D[],
): Array<MergedEntry<S, D>> {
  const byId = new Map<string, D>()
  for (const entry of dynamics) byId.set(entry[key], entry)
  return statics.map((entry) => over(entry, byId.get(entry[key])))
}

/** Sessions merged by bizShowSessionId; fetched for a privilege, each carries its privilegeId. */
export function mergeSessions<S extends { readonly bizShowSessionId: string }, D extends { readonly bizShowSessionId: string }>(
  statics: readonly S[],
  dynamics: readonly D[],
  privilegeId?: string,
): Array<MergedEntry<S, D> & { readonly privilegeId?: string }> {
  const merged = mergeBy('bizShowSessionId', statics, dynamics)
  return privilegeId ? merged.map((session) => ({ ...session, privilegeId })) : merged
}

/** Seat plans merged by seatPlanId. */
export function mergeSeatPlans<S extends { readonly seatPlanId: string }, D extends { readonly seatPlanId: string }>(
  statics: readonly S[],
  dynamics: readonly D[],
): Array<MergedEntry<S, D>> {
  return mergeBy('seatPlanId', statics, dynamics)
}

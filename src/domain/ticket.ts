/** How a ticket's entry code is shown when no QR image is drawn: large text in groups. */

/** Characters per group of the entry code (like a card number: easy to read out and key in). */
export const ENTRY_CODE_GROUP = 4

/**
 * `SHOWTIX:K123:abcd...` -> ['SHOW', 'TIX:', ...]: the code in groups of 4, kept exactly (the
 * groups joined give the code back), nothing dropped.
 */
export function entryCodeGroups(code: string, size = ENTRY_CODE_GROUP): string[] {
  const groups: string[] = []
  for (let i = 0; i < code.length; i += size) groups.push(code.slice(i, i + size))
  return groups
}

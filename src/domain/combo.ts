/**
 * Combo tickets (issue 26, D27): the session page's choices, one session per show of the combo.
 * The price is the gateway's (combo_activities/price, the contract's comboPrice); these rules only
 * decide what the page may ask for.
 */

export interface ComboSessionChoice {
  readonly sessionId: string
  readonly remaining: number
  readonly available: boolean
}

export interface ComboShowChoice {
  readonly showId: string
  readonly sessions: readonly ComboSessionChoice[]
}

/** showId -> the session chosen. */
export type ComboChoices = Readonly<Record<string, string>>

/** What the page starts with: the first session on sale of each show (none for a show without one). */
export function firstChoices(shows: readonly ComboShowChoice[]): ComboChoices {
  const out: Record<string, string> = {}
  for (const show of shows) {
    const first = show.sessions.find((session) => session.available)
    if (first) out[show.showId] = first.sessionId
  }
  return out
}

/** The sessions to price and order, in the combo's order, or undefined until every show has an available one chosen. */
export function chosenSessions(
  shows: readonly ComboShowChoice[],
  choices: ComboChoices,
): Array<{ showId: string; sessionId: string }> | undefined {
  const out: Array<{ showId: string; sessionId: string }> = []
  for (const show of shows) {
    const sessionId = choices[show.showId]
    const session = show.sessions.find((item) => item.sessionId === sessionId)
    if (!sessionId || !session?.available) return undefined
    out.push({ showId: show.showId, sessionId })
  }
  return out.length > 0 ? out : undefined
}

/** The most sets the page offers: the combo's limit, and no more than the fewest tickets left of a session chosen (at least 1). */
export function maxSets(shows: readonly ComboShowChoice[], choices: ComboChoices, limit: number): number {
  let most = limit
  for (const show of shows) {
    const session = show.sessions.find((item) => item.sessionId === choices[show.showId])
    if (session) most = Math.min(most, session.remaining)
  }
  return Math.max(1, most)
}

/** The rate as the offer words it: a rate paid of 0.8 takes 20 (% off). */
export function percentOff(rate: number): number {
  return 100 - Math.round(rate * 100)
}

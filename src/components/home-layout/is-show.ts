import type { ShowCardData } from '@/components/show-card'

/** A gateway show list item the show card can draw: an id and a name at least. */
export function isShowCard(value: unknown): value is ShowCardData {
  const show = value as { showId?: unknown; showName?: unknown } | null
  return typeof show?.showId === 'string' && show.showId !== '' && typeof show.showName === 'string'
}

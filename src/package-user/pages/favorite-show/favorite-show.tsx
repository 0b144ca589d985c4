import { PageShell } from '@/components/page-shell'
import { FavoriteShows } from '@/package-user/components/favorite-shows'

/** Favourite shows (spec section 2, favorite-show; login). */
export default function FavoriteShowPage() {
  return (
    <PageShell name='favoriteShow'>
      <FavoriteShows />
    </PageShell>
  )
}

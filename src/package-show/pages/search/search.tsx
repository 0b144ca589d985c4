import { PageShell } from '@/components/page-shell'
import { usePageParams } from '@/navigation/use-page-params'
import { ShowSearch } from '@/package-show/components/show-search'

/** Search (spec section 2, /search and /search/{placeholder}). */
export default function SearchPage() {
  const params = usePageParams()
  return (
    <PageShell name='search'>
      <ShowSearch placeholder={params.placeholder ?? ''} />
    </PageShell>
  )
}

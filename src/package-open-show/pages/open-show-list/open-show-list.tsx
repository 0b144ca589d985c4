import { PageShell } from '@/components/page-shell'
import { MyOpenShows } from '@/package-open-show/components/my-shows'

/** My open shows (spec s2 open-show-list; login; D24). */
export default function Page() {
  return (
    <PageShell name='openShowList'>
      <MyOpenShows />
    </PageShell>
  )
}

import { View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { searchShows } from '@/api/shows'
import { PageShell } from '@/components/page-shell'
import { ShowList, useShowPages } from '@/components/show-list'
import { useT } from '@/i18n/use-t'
import { cityAtom } from '@/state/city'
import './hot-ticket.scss'
import '@/i18n/locales/shows'

/** Hot shows (spec section 2, /hot): the current city's shows, most wanted first, 20 at a time. */
export default function HotTicketPage() {
  const t = useT()
  const city = useAtomValue(cityAtom)
  const fetchPage = useCallback(
    (offset: number, length: number) =>
      searchShows({ pageType: 'HOT_PAGE', sortType: 'ATTENTION', cityId: city.cityId, offset, length }),
    [city.cityId],
  )
  const pages = useShowPages(fetchPage, city.cityId)
  return (
    <PageShell name='hotTicket'>
      <View className='hot-ticket'>
        <ShowList pages={pages} emptyTitle={t('shows.hot.empty')} />
      </View>
    </PageShell>
  )
}

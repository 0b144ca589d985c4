import { ScrollView, View } from '@tarojs/components'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { LayoutSkeleton, LayoutView } from '@/components/home-layout'
import { useHolderPages } from '@/components/holder-data/use-holder-pages'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { Button } from '@/components/ui'
import { useT } from '@/i18n/use-t'
import { openLogin } from '@/navigation/navigate'
import { useLayout } from '@/pages/list/use-layout'
import { userIdAtom } from '@/state/session'
import { CurrentTickets } from '@/components/holder-data/current-tickets'
import './ticket.scss'
import '@/i18n/locales/ticket'

/**
 * The Tickets tab (spec s2 "票舱", /ticket): the buyer's current tickets grouped by show and
 * session, then the shop's TICKET_HOLDER layout. An anonymous user gets a login prompt in the
 * page (a tab cannot give way to the login page: decision D1). The page itself does not scroll
 * (s2): its own scroll view does, with pull to refresh where the platform has it, and a refresh
 * button everywhere.
 */
export default function TicketHolderPage() {
  const t = useT()
  const loggedIn = useAtomValue(userIdAtom) !== null
  const layout = useLayout('TICKET_HOLDER')
  const holder = useHolderPages('CURRENT', loggedIn)
  const [refreshing, setRefreshing] = useState(false)

  const refresh = async () => {
    setRefreshing(true)
    try {
      await Promise.all([layout.refresh(), loggedIn ? holder.first.reload() : undefined])
    } finally {
      setRefreshing(false)
    }
  }

  return (
    <PageShell name='ticketHolder'>
      <ScrollView
        className='ticket-holder'
        scrollY
        refresherEnabled
        refresherTriggered={refreshing}
        onRefresherRefresh={() => void refresh()}
      >
        {loggedIn ? (
          <CurrentTickets holder={holder} refreshing={refreshing} onRefresh={() => void refresh()} />
        ) : (
          <StatusView
            kind='empty'
            className='ticket-holder__login'
            message={t('ticket.holder.loginTitle')}
            hint={t('ticket.holder.loginHint')}
          >
            <Button className='ticket-holder__login-button' type='primary' size='small' onClick={() => void openLogin()}>
              {t('ticket.holder.login')}
            </Button>
          </StatusView>
        )}
        <View className='ticket-holder__layout'>
          {layout.status === 'loading' && <LayoutSkeleton />}
          {layout.status === 'ready' && layout.layout.components.length > 0 && (
            <LayoutView
              layoutId={layout.layout.layoutId}
              components={layout.layout.components}
              cityId={layout.city.cityId}
              reachBottom={0}
            />
          )}
        </View>
      </ScrollView>
    </PageShell>
  )
}

import { Provider } from 'jotai'
import type { PropsWithChildren } from 'react'
import { followLocale } from '@/i18n/dayjs'
import { launchQuery } from '@/platform/launch'
import { applyLaunchQuery, localeAtom } from '@/state/preferences'
import { store } from '@/state/store'
import './app.scss'

// Before any page renders: the language and theme the app was opened with.
applyLaunchQuery(store, launchQuery())
// Dates speak the app's language, now and after every change of it.
followLocale(store.get(localeAtom))
store.sub(localeAtom, () => followLocale(store.get(localeAtom)))

function App({ children }: PropsWithChildren) {
  return <Provider store={store}>{children}</Provider>
}

export default App

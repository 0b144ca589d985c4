import { Provider } from 'jotai'
import type { PropsWithChildren } from 'react'
import { launchQuery } from '@/platform/launch'
import { startRuntime } from '@/runtime'
import { applyLaunchQuery } from '@/state/preferences'
import { store } from '@/state/store'
import './app.scss'

// Before any page renders: the language and theme the app was opened with.
applyLaunchQuery(store, launchQuery())
// Then the request layer, the shop's configuration, the language followed everywhere.
startRuntime(store)

function App({ children }: PropsWithChildren) {
  return <Provider store={store}>{children}</Provider>
}

export default App

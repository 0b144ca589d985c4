import { Provider } from 'jotai'
import type { PropsWithChildren } from 'react'
import { slicedPageMounts } from '@/platform/env'
import { launchQuery } from '@/platform/launch'
import { startRuntime } from '@/runtime'
import { mountPagesInTransitionsOnceMade } from '@/runtime/page-mount'
import { applyLaunchQuery } from '@/state/preferences'
import { store } from '@/state/store'
import './app.scss'

// Before any page renders: the language and theme the app was opened with.
applyLaunchQuery(store, launchQuery())
// Then the request layer, the shop's configuration, the language followed everywhere.
startRuntime(store)
// H5: a page's first render in slices, not one long task (runtime/page-mount.ts).
if (slicedPageMounts) mountPagesInTransitionsOnceMade()

function App({ children }: PropsWithChildren) {
  return <Provider store={store}>{children}</Provider>
}

export default App

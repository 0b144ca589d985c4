import { Provider } from 'jotai'
import type { PropsWithChildren } from 'react'
import { store } from '@/state/store'
import './app.scss'

function App({ children }: PropsWithChildren) {
  return <Provider store={store}>{children}</Provider>
}

export default App

import { useDidHide, useDidShow } from '@tarojs/taro'
import { useRef } from 'react'

/**
 * Calls back when the page comes back: it was hidden (another page opened over it) since this
 * component opened, and shows again. Keyed on the hide, not on counting shows: a component that
 * opens after its page first showed (drawn once its data came) hears the first return too.
 */
export function usePageReturn(callback: () => void): void {
  const hidden = useRef(false)
  const latest = useRef(callback)
  latest.current = callback
  useDidHide(() => {
    hidden.current = true
  })
  useDidShow(() => {
    if (!hidden.current) return
    hidden.current = false
    latest.current()
  })
}

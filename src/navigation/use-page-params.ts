import { useRouter } from '@tarojs/taro'
import { useMemo } from 'react'
import { pageParams } from './resolve'

/** The current page's own parameters, decoded on every target (see `pageParams`). */
export function usePageParams(): Record<string, string> {
  const { params } = useRouter()
  const key = JSON.stringify(params)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parameters' content, not the object's identity
  return useMemo(() => pageParams(params), [key])
}

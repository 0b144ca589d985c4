/**
 * After each component or page test: forget every loaded answer, so the next test starts with
 * nothing loaded (as a newly opened app) rather than with the last test's data for the same key.
 * Required here, after the test, not imported at the top: a test file's own jest.mock of
 * `@tarojs/taro` must be in place before the hook's module first loads.
 */
import type * as Client from '@/components/server-data/client'

afterEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  ;(require('@/components/server-data/client') as typeof Client).resetServerData()
})

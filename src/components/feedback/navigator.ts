import Taro from '@tarojs/taro'
import { reloadShownData } from '@/components/server-data/reload'
import type { NavigationTarget } from '@/http'
import { afterFirstPage, goBack, openPage } from '@/navigation/navigate'
import { pagePath } from '@/routes'

/** Where the booking back mode is kept for the booking page (spec section 8: back mode 11). */
export const BOOKING_BACK_MODE_KEY = 'bookingBackMode'

const BOOKING_ROUTE = pagePath('booking')
const BOOKING_WEB_PREFIX = '/booking/'

function isBookingRoute(route: string | undefined): boolean {
  if (!route) return false
  const clean = route.replace(/^\//, '').split('?')[0] ?? ''
  return clean === BOOKING_ROUTE || `/${clean}`.startsWith(BOOKING_WEB_PREFIX)
}

/** How many pages back the nearest booking page is (0: none in the stack). */
export function bookingDepth(stack: ReadonlyArray<{ readonly route?: string }>): number {
  for (let index = stack.length - 2; index >= 0; index -= 1) {
    if (isBookingRoute(stack[index]?.route)) return stack.length - 1 - index
  }
  return 0
}

async function go(target: NavigationTarget): Promise<void> {
  switch (target.to) {
    case 'login':
      await openPage('login')
      return
    case 'back':
      await goBack()
      return
    case 'backRefresh':
      await goBack()
      // The page below loads what it shows again (its useServerData loaders).
      reloadShownData()
      return
    case 'booking': {
      Taro.setStorageSync(BOOKING_BACK_MODE_KEY, target.backMode)
      const delta = bookingDepth(Taro.getCurrentPages())
      if (delta > 0) await Taro.navigateBack({ delta })
      else await goBack()
      return
    }
    case 'shopState':
      // Alone: nothing of a closed shop stays underneath; after the first page has shown (the
      // answer usually comes while it is still loading).
      await afterFirstPage()
      await openPage('shopState', {}, { alone: true })
      return
    case 'language':
      await openPage('language')
  }
}

/** The app's navigation for the request layer's reactions. */
export function navigateForFeedback(target: NavigationTarget): void {
  go(target).catch(() => undefined)
}

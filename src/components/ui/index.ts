/**
 * The NutUI components the shell uses, each imported from its own folder with its own styles, so
 * only these reach a bundle (DESIGN.md, UI kit). Everything here lands in the app's entry (the
 * page shell imports this file, and the style imports keep it whole): a component only some
 * pages use gets a file of its own beside this one (`action-sheet.ts`), so it stays in their chunks.
 */
import '@nutui/nutui-react-taro/dist/es/packages/configprovider/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/badge/style/css'

export { default as ConfigProvider } from '@nutui/nutui-react-taro/dist/es/packages/configprovider'
export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button'
export { default as Badge } from '@nutui/nutui-react-taro/dist/es/packages/badge'

export { default as IconHome } from '@nutui/icons-react-taro/dist/es/icons/Home.js'
export { default as IconCategory } from '@nutui/icons-react-taro/dist/es/icons/Category.js'
export { default as IconCart } from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
export { default as IconCoupon } from '@nutui/icons-react-taro/dist/es/icons/Coupon.js'
export { default as IconUser } from '@nutui/icons-react-taro/dist/es/icons/User.js'
export { default as IconLocation } from '@nutui/icons-react-taro/dist/es/icons/Location.js'
export { default as IconGift } from '@nutui/icons-react-taro/dist/es/icons/Gift.js'
export { default as IconOrder } from '@nutui/icons-react-taro/dist/es/icons/Order.js'
export { default as IconClock } from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
export { default as IconList } from '@nutui/icons-react-taro/dist/es/icons/List.js'
export { default as IconArrowRight } from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
export { default as IconArrowLeft } from '@nutui/icons-react-taro/dist/es/icons/ArrowLeft.js'

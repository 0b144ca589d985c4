/**
 * The NutUI components the app uses, each imported from its own folder with its own styles, so
 * only these reach a bundle (DESIGN.md, UI kit). Import NutUI through this file only.
 */
import '@nutui/nutui-react-taro/dist/es/packages/configprovider/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/badge/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/actionsheet/style/css'

export { default as ConfigProvider } from '@nutui/nutui-react-taro/dist/es/packages/configprovider'
export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button'
export { default as Badge } from '@nutui/nutui-react-taro/dist/es/packages/badge'
export { default as ActionSheet } from '@nutui/nutui-react-taro/dist/es/packages/actionsheet'

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

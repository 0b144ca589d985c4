/**
 * The shell's icons: NutUI's, each from its own module. H5 draws the same glyphs itself
 * (icons.h5.tsx, smaller in the first load); the exports are the same.
 */
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

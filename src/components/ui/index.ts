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

export {
  IconHome,
  IconCategory,
  IconCart,
  IconCoupon,
  IconUser,
  IconLocation,
  IconGift,
  IconOrder,
  IconClock,
  IconList,
  IconArrowRight,
  IconArrowLeft,
} from './icons'

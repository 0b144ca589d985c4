import { View } from '@tarojs/components'

/**
 * WeChat needs this component when `tabBar.custom` is on. The visible bar is our own
 * (components/tab-bar), drawn inside each tab page from shop configuration, so this stays empty.
 */
export default function CustomTabBar() {
  return <View />
}

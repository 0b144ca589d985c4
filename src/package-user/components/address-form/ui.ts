/** The NutUI widgets only the address form uses, on their own so they stay in its chunk (DESIGN.md, UI kit). */
import '@nutui/nutui-react-taro/dist/es/packages/cascader/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/switch/style/css'

export { default as Cascader } from '@nutui/nutui-react-taro/dist/es/packages/cascader'
export { default as Switch } from '@nutui/nutui-react-taro/dist/es/packages/switch'

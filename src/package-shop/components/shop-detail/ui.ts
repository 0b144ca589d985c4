/** NutUI's Popup for the sku sheet (only the shop's pages carry it). */
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup'

/** NutUI's Popup for the verification-code popup (only the coupon pages carry it here). */
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup'

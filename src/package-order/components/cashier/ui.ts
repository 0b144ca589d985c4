/** NutUI's Popup for the cashier sheet and the verification-code popup (only the order pages carry it). */
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup'

/** NutUI's Popup on its own, so only the chunks that open one carry it (see index.ts). */
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css'

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup'

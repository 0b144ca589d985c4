/** NutUI's Dialog for the delete confirmation (the same module the feedback host uses: no second copy). */
import '@nutui/nutui-react-taro/dist/es/packages/dialog/style/css'

export { default as Dialog } from '@nutui/nutui-react-taro/dist/es/packages/dialog'

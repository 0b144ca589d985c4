/**
 * The NutUI components the request layer's feedback uses (dialog, toast, progress, loading,
 * overlay), each from its own folder with its styles, like src/components/ui.
 */
import '@nutui/nutui-react-taro/dist/es/packages/overlay/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/dialog/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/toast/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/progress/style/css'
import '@nutui/nutui-react-taro/dist/es/packages/loading/style/css'

export { default as Dialog } from '@nutui/nutui-react-taro/dist/es/packages/dialog'
export { default as Toast } from '@nutui/nutui-react-taro/dist/es/packages/toast'
export { default as Progress } from '@nutui/nutui-react-taro/dist/es/packages/progress'
export { default as Loading } from '@nutui/nutui-react-taro/dist/es/packages/loading'
export { default as Overlay } from '@nutui/nutui-react-taro/dist/es/packages/overlay'

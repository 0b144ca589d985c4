/** NutUI's Calendar (date range), only in the pages that filter by date. */
import '@nutui/nutui-react-taro/dist/es/packages/calendar/style/css'

export { default as Calendar } from '@nutui/nutui-react-taro/dist/es/packages/calendar'

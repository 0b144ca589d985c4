/** NutUI's Calendar (date range), loaded by the show filters when dates are first picked. */
import '@nutui/nutui-react-taro/dist/es/packages/calendar/style/css'
import type { ComponentProps } from 'react'
import Calendar from '@nutui/nutui-react-taro/dist/es/packages/calendar'

export type CalendarProps = ComponentProps<typeof Calendar>
export { Calendar }

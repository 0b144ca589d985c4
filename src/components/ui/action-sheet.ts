/** NutUI's ActionSheet on its own, so only the pages that offer a choice sheet carry it (see index.ts). */
import '@nutui/nutui-react-taro/dist/es/packages/actionsheet/style/css'

export { default as ActionSheet } from '@nutui/nutui-react-taro/dist/es/packages/actionsheet'

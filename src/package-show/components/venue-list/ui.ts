/** The search box's icons (only the venue list uses them: they stay in the show package). */
export { default as IconClose } from '@nutui/icons-react-taro/dist/es/icons/Close.js'
export { default as IconSearch } from '@nutui/icons-react-taro/dist/es/icons/Search.js'

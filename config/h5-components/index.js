// H5 (`h5.useHtmlComponents`, config/index.ts): Taro's components as React components that render
// plain HTML (@tarojs/components-react) instead of Stencil web components, except form fields and
// buttons: Input, Picker, Textarea and Button stay Taro's web components, so forms keep their markup,
// styles and behaviour (the native field inside the component; Taro's own picker) and NutUI's
// buttons their look (the HTML button brings WeUI's fill and spacing rules). The shell's buttons
// keep a small part of the web-component runtime in the first load; the components the HTML set
// lacks (Slider, Canvas, WebView...) load it with the pages that use them.
export * from '@tarojs/components-react'
// A plain div unless it needs Taro's hover or long-press handling (config/h5-components/view.js).
export { default as View } from './view'
export { Button, Input, Picker, Textarea } from '@tarojs/components/lib/react'

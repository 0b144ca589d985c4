// H5 (`h5.useHtmlComponents`, config/index.ts): Taro's components as React components that render
// plain HTML (@tarojs/components-react) instead of Stencil web components, except form fields:
// Input, Picker and Textarea stay Taro's web components, so forms keep their markup, styles and
// behaviour (the native field inside the component; Taro's own picker), and load the web-component
// runtime with the pages that have them. Button is our own (./button.js): NutUI's look without
// WeUI's rules, and no web-component runtime in the first load. The components the HTML set lacks
// (Slider, Canvas, WebView...) load the runtime with the pages that use them.
export * from '@tarojs/components-react'
// A plain div unless it needs Taro's hover or long-press handling (config/h5-components/view.js).
export { default as View } from './view.js'
export { Input, Picker, Textarea } from '@tarojs/components/lib/react'
export { Button } from './button.js'

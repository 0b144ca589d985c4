// H5 (`h5.useHtmlComponents`, config/index.ts): Taro's components as React components that render
// plain HTML (@tarojs/components-react) instead of Stencil web components, except the form fields:
// Input, Picker and Textarea stay Taro's web components, so forms keep their markup, styles and
// behaviour (the native field inside the component; Taro's own picker). Those, like the components
// @tarojs/components-react does not have (Slider, Canvas, WebView...), load the web-component
// runtime with the pages that use them, not in the first load.
export * from '@tarojs/components-react'
export { Input, Picker, Textarea } from '@tarojs/components/lib/react'

/**
 * What `import { View } from '@tarojs/components'` means in the Xiaohongshu bundle
 * (config/xhs/index.ts, `taroComponentsPath`): in a mini-program a component is just its tag
 * name, and Xiaohongshu's built-in components are WeChat's basic ones (the list of
 * @tarojs/components/mini). Xiaohongshu-only components would be added at the end.
 *
 * One self-contained module on purpose, like the official plugins' components-react.js: Taro
 * finds the module by its request and reads which exports the app uses to decide which
 * components base.xhsml gets templates for. `export * from '@tarojs/components/mini'` builds
 * (webpack concatenates the two modules) but then Taro cannot see the used exports and drops
 * templates (e.g. `button`). ES5: this file does not go through Babel.
 */
export var View = 'view'
export var Icon = 'icon'
export var Progress = 'progress'
export var RichText = 'rich-text'
export var Text = 'text'
export var Button = 'button'
export var Checkbox = 'checkbox'
export var CheckboxGroup = 'checkbox-group'
export var Form = 'form'
export var Input = 'input'
export var Label = 'label'
export var Picker = 'picker'
export var PickerView = 'picker-view'
export var PickerViewColumn = 'picker-view-column'
export var Radio = 'radio'
export var RadioGroup = 'radio-group'
export var Slider = 'slider'
export var Switch = 'switch'
export var CoverImage = 'cover-image'
export var Textarea = 'textarea'
export var CoverView = 'cover-view'
export var MovableArea = 'movable-area'
export var MovableView = 'movable-view'
export var ScrollView = 'scroll-view'
export var Swiper = 'swiper'
export var SwiperItem = 'swiper-item'
export var Navigator = 'navigator'
export var Audio = 'audio'
export var Camera = 'camera'
export var Image = 'image'
export var LivePlayer = 'live-player'
export var Video = 'video'
export var Canvas = 'canvas'
export var Ad = 'ad'
export var WebView = 'web-view'
export var Block = 'block'
export var Map = 'map'
export var Slot = 'slot'
export var NativeSlot = 'native-slot'
export var CustomWrapper = 'custom-wrapper'

// H5's View (config/h5-components/index.js). Taro's HTML View (@tarojs/components-react) gives
// every div touchstart, touchmove and touchend handlers of its own, for `hoverClass` and
// `onLongPress`, and sets a changed className one render late (from an effect): about 800 handler
// sets and an extra render per class change on the home page, work on Lighthouse's main thread for
// nothing. A View without `hoverClass` or `onLongPress` (all of ours and NutUI's) is a plain div
// with only the handlers it was given; one with either stays Taro's.
import { createElement, forwardRef } from 'react'
import TaroView from '@tarojs/components-react/dist/components/view/index.js'

function View(props, ref) {
  if (props.hoverClass || props.onLongPress) return createElement(TaroView, { ...props, ref })
  const { hoverStartTime: _start, hoverStayTime: _stay, hoverClass: _hover, onLongPress: _long, ...own } = props
  return createElement('div', { ...own, ref })
}

export default forwardRef(View)

/* global Component */
// Alipay needs this component when `tabBar.customize` is on. The visible bar is our own
// (src/components/tab-bar), drawn inside each tab page, so this one stays empty.
Component({})

/* global xhs */
/**
 * Runtime half of the Xiaohongshu platform plugin (config/xhs/index.ts, `runtimePath`).
 *
 * The build imports this module at the top of app.js, before the app itself. It tells Taro's
 * runtime how to build the `Taro` API object on Xiaohongshu: every function of the `xhs`
 * global becomes `Taro.<name>` (promisified where Taro's list says so), and `Taro.request`
 * goes through Taro's interceptor chain to `xhs.request`.
 *
 * Plain ES5 on purpose: webpack only sends src/ and Taro's own packages through Babel, not
 * config/, and the emitted mini-program JavaScript must parse as ES5. (The `import` statement
 * is fine: webpack replaces it.)
 */
import { mergeReconciler, processApis } from '@tarojs/shared'

function initNativeApi(taro) {
  processApis(taro, xhs)
}

mergeReconciler({ initNativeApi: initNativeApi })

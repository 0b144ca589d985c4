import Taro from '@tarojs/taro'
import { isH5 } from './env'

/** Opens another mini-program (a tab or banner may jump to one). Not possible from a web page. */
export async function openMiniProgram(appId: string, path: string, unsupportedMessage: string): Promise<void> {
  if (isH5) throw new Error(unsupportedMessage)
  await Taro.navigateToMiniProgram({ appId, path })
}

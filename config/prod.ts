import type { UserConfigExport } from '@tarojs/cli'

const config: UserConfigExport<'webpack5'> = {
  mini: {},
  h5: {},
}

export default config

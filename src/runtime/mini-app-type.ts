/** The mini-program type the gateway names (shop config's and terminal/jump's miniAppType), by platform type; H5 otherwise. */
export const MINI_APP_TYPES: Partial<Record<string, 'WEIXIN' | 'ALIPAY' | 'TT' | 'XHS'>> = {
  MP_WEIXIN: 'WEIXIN',
  MP_ALI: 'ALIPAY',
  MP_TT: 'TT',
  MP_XHS: 'XHS',
}

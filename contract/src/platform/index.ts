export * from './tracking'
export * from './mini-messages'
export * from './deep-link'
export * from './weixin-jsapi'

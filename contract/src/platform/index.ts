export * from './tracking'
export * from './mini-messages'

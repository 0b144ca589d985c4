export * from './tracking'

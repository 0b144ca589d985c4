export { RealNameList } from './list'
export { RealNameSingle } from './single'
export { RealIdCard } from './id-card'

/**
 * The contract between the app and the gateway (issue 18): the schemas the gateway validates and
 * serialises with, and the app's types are derived from (`import type { ... } from '@showtix/contract'`:
 * the app imports TYPES only from here, never values: TypeBox stays out of the bundles).
 * Rules both tiers run live in `@showtix/contract/rules`, the codes also in `@showtix/contract/codes`
 * (both without TypeBox); the gateway's dev-only routes in `@showtix/contract/dev`.
 */
export * from './envelope'
export * from './codes'
export * from './common'
export * from './accounts'
export * from './catalogue'
export * from './pages'
export * from './trade'
export * from './services'
export * from './open-show'
export * from './combo'
export * from './platform'
export * from './reserve'
export * from './topic'

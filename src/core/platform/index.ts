export * from './container'
export * from './env'
export { installGlobals, realGlobals, MOBX_GLOBAL_NAMES } from './installGlobals'

export * from './sessionEnd'
export { requireLogin } from './requireLogin'

export { isChineseName } from '@domain/identity/chineseName'

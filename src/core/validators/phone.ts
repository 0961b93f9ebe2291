export { isPhone } from '@domain/identity/phone'

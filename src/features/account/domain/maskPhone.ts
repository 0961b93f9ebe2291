export { maskPhone } from '@domain/identity/mask'

export { trainProduct } from './product'

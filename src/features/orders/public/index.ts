/** What other features may use of orders: stores and keys (the state machine is @domain/order/orderStatus). Views: ./components. */
export { IntentKeys } from '../domain/intentKeys'
export { DocumentStore } from '../stores/DocumentStore'
export { PagedList, type Page } from '../stores/PagedList'
export type { ProductActionLink, ProductExtension, ProductViews } from '../domain/productExtension'
export {
  approvalDetailRoute, clearProductExtensions, firstLiveRoute, hasProductExtension, orderDetailRoute, orderTitle, productExtension,
  productStatusText, registerProductExtension,
} from '../domain/productRegistry'
export { orderNoOf } from '../domain/orderLinks'
export type { ProductFilter } from '../domain/orderList'

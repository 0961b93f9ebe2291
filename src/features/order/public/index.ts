/** What other features (and the server, for orderStatus.ts) may use of orders: rules and stores. Views: ./components. */
export * from '../domain/orderStatus'
export { IntentKeys } from '../domain/intentKeys'
export { DocumentStore } from '../stores/DocumentStore'
export { PagedList, type Page } from '../stores/PagedList'
export type { ProductActionLink, ProductExtension, ProductViews } from '../domain/productExtension'
export {
  approvalDetailRoute, clearProductExtensions, firstLiveRoute, hasProductExtension, orderDetailRoute, orderTitle, productExtension,
  productStatusText, registerProductExtension,
} from '../domain/productRegistry'
export { orderNoOf } from '../domain/orderLinks'

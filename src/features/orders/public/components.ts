/** Order views other features (and each product's order screens) may render; generic pieces are in src/ui. */
export { ApprovalSteps } from '../components/ApprovalSteps'
export { OrderStatusHead } from '../components/OrderStatusHead'
export { OrderActionBar, type OrderActionButton } from '../components/OrderActionBar'
export { ProductFilterBar } from '../components/ProductFilterBar'

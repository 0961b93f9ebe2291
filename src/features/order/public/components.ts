/** Order views other features (and each product's order screens) may render. */
export { ApprovalSteps } from '../components/ApprovalSteps'
export { InfoRow, Section } from '../components/InfoRow'
export { Tabs } from '../components/Tabs'
export { ListFooter } from '../components/ListFooter'
export { OrderStatusHead } from '../components/OrderStatusHead'
export { OrderActionBar, type OrderActionButton } from '../components/OrderActionBar'

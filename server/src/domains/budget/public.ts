/** What another domain may call: a payment consumes the order's budget lines, a refund releases them (decision 0567). */
export { consumeBudgets, releaseBudgets, type OrderCharge } from './charges'
export { validateBudget } from './service'

/** The order number a page was opened with: the spec's start-up name orderNo, or older spellings. */
export function orderNoOf(query: Record<string, string>): string {
  return query.orderNo ?? query.OrderNo ?? query.orderno ?? query.serialNo ?? ''
}

/**
 * The simulated takeout provider's menu (decision 0260): one restaurant near the office with its dishes.
 * A real provider (Meituan, Ele.me enterprise channels) serves its own page; this one is served by the app's server.
 */
export type Dish = { id: string; name: string; priceFen: number }
export type Restaurant = { name: string; dishes: readonly Dish[] }

export const RESTAURANT: Restaurant = {
  name: '粤味小厨（企业餐）',
  dishes: [
    { id: 'd1', name: '蜜汁叉烧饭', priceFen: 3200 },
    { id: 'd2', name: '白切鸡饭', priceFen: 3500 },
    { id: 'd3', name: '干炒牛河', priceFen: 3800 },
    { id: 'd4', name: '鲜虾云吞面', priceFen: 2800 },
    { id: 'd5', name: '例汤', priceFen: 800 },
    { id: 'd6', name: '柠檬茶', priceFen: 1200 },
  ],
}

export const DELIVERY_FEE_FEN = 500
const MAX_COUNT = 20

/** The cart's total with the delivery fee, or the reason it cannot be ordered. */
export function priceCart(items: readonly { DishId: string; Count: number }[]): { totalFen: number; lines: { name: string; count: number; fen: number }[] } | string {
  const lines: { name: string; count: number; fen: number }[] = []
  for (const item of items) {
    const dish = RESTAURANT.dishes.find((d) => d.id === item.DishId)
    if (!dish) return '菜品不存在'
    if (!Number.isInteger(item.Count) || item.Count < 1 || item.Count > MAX_COUNT) return '菜品数量不正确'
    lines.push({ name: dish.name, count: item.Count, fen: dish.priceFen * item.Count })
  }
  if (lines.length === 0) return '请选择菜品'
  return { totalFen: lines.reduce((sum, l) => sum + l.fen, DELIVERY_FEE_FEN), lines }
}

/** Product type codes of the spec: 1 hotel, 5 flight, 6 train, 7 car; 8 takeout (the app's and server's choice). */
export const PRODUCT_TYPES = {
  1: { key: 'hotel', name: '酒店', mark: '酒' },
  5: { key: 'flight', name: '机票', mark: '机' },
  6: { key: 'train', name: '火车票', mark: '火' },
  7: { key: 'car', name: '用车', mark: '车' },
  8: { key: 'takeout', name: '外卖', mark: '餐' },
} as const

export type ProductTypeCode = keyof typeof PRODUCT_TYPES
export type ProductTypeInfo = (typeof PRODUCT_TYPES)[ProductTypeCode]

export function productTypeCode(value: unknown): ProductTypeCode | undefined {
  const code = Number(value)
  return code === 1 || code === 5 || code === 6 || code === 7 || code === 8 ? code : undefined
}

/** Name and icon mark of a product type; unknown codes get a neutral 其他. */
export function productTypeInfo(value: unknown): ProductTypeInfo | { key: 'other'; name: '其他'; mark: '行' } {
  const code = productTypeCode(value)
  return code === undefined ? { key: 'other', name: '其他', mark: '行' } : PRODUCT_TYPES[code]
}

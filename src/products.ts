// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import { registerProductExtension } from '@/features/order/public'
import flightProduct from '@/features/flight/public/product'
import hotelProduct from '@/features/hotel/public/product'

/** The products the generic order screens know (decision 0120), one per domain that exports public/product.ts. */
export const PRODUCT_EXTENSIONS = [flightProduct, hotelProduct] as const

export function registerProducts(): void {
  for (const extension of PRODUCT_EXTENSIONS) registerProductExtension(extension)
}

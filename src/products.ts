// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）
import { registerProductExtension } from '@/features/orders/public'
import carProduct from '@/features/car/public/product'
import flightProduct from '@/features/flight/public/product'
import hotelProduct from '@/features/hotel/public/product'
import takeoutProduct from '@/features/takeout/public/product'
import trainProduct from '@/features/train/public/product'

/** The products the generic order screens know (decision 0120), one per domain that exports public/product.ts. */
export const PRODUCT_EXTENSIONS = [carProduct, flightProduct, hotelProduct, takeoutProduct, trainProduct] as const

export function registerProducts(): void {
  for (const extension of PRODUCT_EXTENSIONS) registerProductExtension(extension)
}

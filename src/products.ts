import { registerProductExtension } from '@/features/order/public'
import { hotelProduct } from '@/features/hotel/public/hotelProduct'

/**
 * The products the generic order screens know, registered at launch (decision 0120). A product without
 * an extension still shows in every list through the registry's fallback; adding one adds a line here.
 */
export const PRODUCT_EXTENSIONS = [hotelProduct] as const

export function registerProducts(): void {
  for (const extension of PRODUCT_EXTENSIONS) registerProductExtension(extension)
}

import { Image } from '@tarojs/components'
import { imageAlt } from './a11y'
import { PRODUCT_ICONS, type ProductIconKind } from './icons/productIcons'
import './ProductIcon.scss'

const ALIASES: Record<string, ProductIconKind> = {
  internationalHotel: 'hotel-intl',
  internationalFlight: 'flight-intl',
}

/** The icon of a product key (hotel, flight, internationalFlight, train, car, takeout, traffic; else a pin). */
export function productIconOf(key: string): ProductIconKind {
  if (key in ALIASES) return ALIASES[key]
  return key in PRODUCT_ICONS ? (key as ProductIconKind) : 'other'
}

/**
 * A product's icon wherever an entry or an order of it stands (home, trips, orders): a drawn glyph on a coloured
 * disc, shipped with the app. Decoration: the product's name always stands beside it.
 */
export function ProductIcon({ product, size = 'md', className }: { product: string; size?: 'sm' | 'md'; className?: string }) {
  const kind = productIconOf(product)
  return <Image className={`product-icon product-icon--${size} ${className ?? ''}`.trim()} src={PRODUCT_ICONS[kind]} mode='aspectFit' data-icon={kind} {...imageAlt('')} />
}

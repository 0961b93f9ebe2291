import { ResultCode } from '@api/codes'

/** Identity of the app build (foundations section 1 and 9). */
export const APP = {
  version: '8.15.00',
  versionCode: 278,
  /** 差旅管家: the default brand's display name. */
  appName: '差旅管家',
  /** Product prefix for per-product names such as the IndexedDB database `{product}DB`. */
  product: 'tripwise',
  defaultPlatId: 1020,
  pageBackground: '#f5f5f5',
} as const

/** Product type codes on the wire. */
export const PRODUCT_TYPE = {
  hotel: 1,
  flight: 5,
  train: 6,
  car: 7,
} as const

export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE]

/**
 * Result codes with a meaning of their own: the one copy in types/api/codes.ts, which the server answers with
 * (success '0000', noResult '2000' a list search with no result, notLoggedIn '8000', sessionEnded '8001', ...).
 * The app's name for it, kept because two dozen files read it (decision 0850).
 */
export const RESULT_CODE = ResultCode

/** settings.bookingMethod: business travel (因公) or private (因私). */
export const BOOKING_METHOD = {
  business: 1,
  private: 2,
} as const

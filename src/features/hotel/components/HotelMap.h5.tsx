type Props = { lat: number; lon: number; name: string }

/**
 * H5 has no map on the hotel's address page (the address card with 复制 is the page): this file keeps
 * Taro's H5 map and hammer.js out of the H5 build (decision 0490). The mini-programs use HotelMap.tsx.
 */
export function HotelMap(_props: Props) {
  return null
}

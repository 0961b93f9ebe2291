import { Text } from '@tarojs/components'
import type { HotelVerdict } from '@domain/policy/hotel'

/** 符合差标 / 超标... label; nothing when no standard applies. */
export function StandardTag({ check, label }: { check: HotelVerdict; label: string }) {
  if (!label) return null
  return <Text className={`hotel-tag hotel-tag--${check.status}`}>{label}</Text>
}

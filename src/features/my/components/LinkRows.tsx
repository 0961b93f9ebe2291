import { Text, View } from '@tarojs/components'
import type { SpecRouteId } from '@/routes/types'
import { isLive } from '@/routes/registry'
import { openRoute } from '../../shared/navigation'
import './my.scss'

export type LinkRow = { title: string; routeId: SpecRouteId; query?: Record<string, string>; extra?: string }

/** Rows that open other screens; a row whose screen is not live is not shown. */
export function LinkRows({ links }: { links: readonly LinkRow[] }) {
  const shown = links.filter((link) => isLive(link.routeId))
  if (shown.length === 0) return null
  return (
    <View className='my-links'>
      {shown.map((link) => (
        <View key={link.routeId} className='my-link' onClick={() => openRoute(link.routeId, link.query)}>
          <Text>{link.title}</Text>
          <Text className='my-link__arrow'>{link.extra ?? ''} ›</Text>
        </View>
      ))}
    </View>
  )
}

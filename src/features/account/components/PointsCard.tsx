import { Text, View } from '@tarojs/components'
import { isLive } from '@/routes/registry'
import { a11y, focusable } from '@/ui/a11y'
import { openRoute } from '../../shared/navigation'
import { pointsLines, type PointsStatus } from '../domain/pointsStatus'
import './account.scss'

/** The enterprise's points and mall status (bonus-points and hotel-group enterprises); the open mall's row is a link. */
export function PointsCard({ status }: { status: PointsStatus }) {
  return (
    <View className='points-card'>
      {pointsLines(status).map((line) => {
        const routeId = line.routeId && isLive(line.routeId) ? line.routeId : null
        const text = (
          <>
            <Text className='points-card__label'>{line.label}</Text>
            <Text className={line.isPositive ? 'points-card__value points-card__value--on' : 'points-card__value'}>{line.value}</Text>
          </>
        )
        return routeId ? (
          <View key={line.label} className='points-card__line points-card__line--link' onClick={() => openRoute(routeId)} {...a11y(`${line.label}${line.value}`, 'link')} {...focusable}>
            {text}
            <Text className='points-card__arrow'>›</Text>
          </View>
        ) : (
          <View key={line.label} className='points-card__line'>
            {text}
          </View>
        )
      })}
    </View>
  )
}

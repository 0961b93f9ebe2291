import { Text, View } from '@tarojs/components'
import { pointsLines, type PointsStatus } from '../domain/pointsStatus'
import './account.scss'

/** The enterprise's points and mall status (bonus-points and hotel-group enterprises). */
export function PointsCard({ status }: { status: PointsStatus }) {
  return (
    <View className='points-card'>
      {pointsLines(status).map((line) => (
        <View key={line.label} className='points-card__line'>
          <Text className='points-card__label'>{line.label}</Text>
          <Text className={line.isPositive ? 'points-card__value points-card__value--on' : 'points-card__value'}>{line.value}</Text>
        </View>
      ))}
    </View>
  )
}

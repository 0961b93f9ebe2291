import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TripItem } from '../api/tripApi'
import type { GroupedTrips, TripGroup } from '../domain/tripGroups'
import { TripCard } from './TripCard'
import './trips.scss'

type Props = {
  groups: GroupedTrips<TripItem>
  isUnread: (trip: TripItem) => boolean
  onOpen: (trip: TripItem) => void
  /** Whether the trip has a screen to open (a product's detail may not be built yet). */
  canOpen: (trip: TripItem) => boolean
}

type SectionProps = { title: string; groups: TripGroup<TripItem>[] } & Omit<Props, 'groups'>

const Section = observer(function Section({ title, groups, ...rest }: SectionProps) {
  if (groups.length === 0) return null
  return (
    <View className='trip-section'>
      <Text className='trip-section__title'>{title}</Text>
      {groups.map((group) => (
        <View key={group.date} className='trip-day'>
          <Text className='trip-day__label'>{group.label}</Text>
          {group.trips.map((trip) => (
            <TripCard key={`${trip.ProductType}-${trip.OrderNo}`} trip={trip} isUnread={rest.isUnread(trip)} onOpen={rest.canOpen(trip) ? rest.onOpen : undefined} />
          ))}
        </View>
      ))}
    </View>
  )
})

/** Upcoming trips first (soonest day first), then past trips (latest day first). */
export const TripGroupList = observer(function TripGroupList({ groups, isUnread, onOpen, canOpen }: Props) {
  return (
    <View className='trip-list'>
      <Section title='即将出行' groups={groups.upcoming} isUnread={isUnread} onOpen={onOpen} canOpen={canOpen} />
      <Section title='已出行' groups={groups.past} isUnread={isUnread} onOpen={onOpen} canOpen={canOpen} />
    </View>
  )
})

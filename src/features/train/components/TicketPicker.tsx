import { Text, View } from '@tarojs/components'
import type { TrainOrderPassenger } from '@api/train'
import { pickableTickets } from '../domain/ticketPick'

type Props = { passengers: readonly TrainOrderPassenger[]; picked: readonly number[]; title: string; onToggle: (id: number) => void }

/** The order's tickets, each picked or not for a refund or change (decision 0390); tickets already ended show their state. */
export function TicketPicker({ passengers, picked, title, onToggle }: Props) {
  const pickable = new Set(pickableTickets(passengers).map((p) => p.PassengerId))
  return (
    <View className='train-section train-ticket-picker'>
      <View className='train-row__label'>{title}</View>
      {passengers.map((p) => {
        const can = pickable.has(p.PassengerId)
        const on = can && picked.includes(p.PassengerId)
        return (
          <View
            key={p.PassengerId}
            className={`train-row train-ticket-pick${on ? ' train-ticket-pick--on' : ''}${can ? '' : ' train-ticket-pick--off'}`}
            role='checkbox'
            aria-checked={on}
            aria-disabled={!can}
            onClick={() => can && onToggle(p.PassengerId)}
          >
            <Text className='train-ticket-pick__box'>{on ? '☑' : '☐'}</Text>
            <Text className='train-ticket-pick__name'>{p.Name}</Text>
            <Text className='train-note'>{p.SeatNo}</Text>
            <Text className='train-note'>{can ? '' : p.TicketStatusText}</Text>
          </View>
        )
      })}
      {picked.length === 0 ? <View className='train-error'>请选择乘车人</View> : null}
    </View>
  )
}

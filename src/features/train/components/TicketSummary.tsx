import { Text, View } from '@tarojs/components'
import { durationText } from '../domain/seatLabels'

type Props = { title: string; trainNo: string; date: string; departTime: string; arriveTime: string; from: string; to: string; durationMinutes: number; seatName: string; note?: string }

/** One ticket in a change: 原车票 or 新车票, with its times, stations, class and a note (price, status). */
export function TicketSummary({ title, trainNo, date, departTime, arriveTime, from, to, durationMinutes, seatName, note }: Props) {
  return (
    <View className='train-section train-ticket'>
      <View className='train-row'>
        <Text className='train-row__label'>{title}</Text>
        <Text>
          {date} {seatName}
        </Text>
      </View>
      <View className='train-card__times'>
        <View>
          <Text className='train-card__time'>{departTime}</Text>
          <View className='train-card__station'>{from}</View>
        </View>
        <View className='train-card__middle'>
          <View>{trainNo}</View>
          <View>{durationText(durationMinutes)}</View>
        </View>
        <View style={{ textAlign: 'right' }}>
          <Text className='train-card__time'>{arriveTime}</Text>
          <View className='train-card__station'>{to}</View>
        </View>
      </View>
      {note ? <View className='train-note'>{note}</View> : null}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import type { TrainItem, TrainSeat } from '@api/train'
import { formatYuanShort } from '@/core/format'
import { durationText, remainingText, seatNote, stationMark } from '../domain/seatLabels'

type Props = {
  train: TrainItem
  onPickSeat: (seat: TrainSeat) => void
  onOpen?: () => void
  isOverStandard?: (seat: TrainSeat) => boolean
  /** A sold-out class: 抢票 (when the grab form is live). */
  onGrab?: (seat: TrainSeat) => void
}

/** One train of the list: times, 始/过/终 stations, duration, and its seat classes with price and seats left. */
export function TrainCard({ train, onPickSeat, onOpen, isOverStandard, onGrab }: Props) {
  const fromMark = stationMark(train.FromStationName, train.StartStationName, train.EndStationName)
  const toMark = stationMark(train.ToStationName, train.StartStationName, train.EndStationName)
  return (
    <View className='train-card' data-train={train.TrainNo}>
      <View className='train-card__times' onClick={onOpen}>
        <View>
          <Text className='train-card__time'>{train.DepartTime}</Text>
          <View className='train-card__station'>
            <Text className='train-card__mark'>{fromMark}</Text>
            {train.FromStationName}
          </View>
        </View>
        <View className='train-card__middle'>
          <View>{train.TrainNo}</View>
          <View>{durationText(train.DurationMinutes)}</View>
        </View>
        <View style={{ textAlign: 'right' }}>
          <Text className='train-card__time'>
            {train.ArriveTime}
            {train.ArriveDayOffset > 0 ? `+${train.ArriveDayOffset}` : ''}
          </Text>
          <View className='train-card__station'>
            <Text className='train-card__mark'>{toMark}</Text>
            {train.ToStationName}
          </View>
        </View>
      </View>
      <View className='train-seats'>
        {train.Seats.map((seat) => {
          const note = seatNote(seat.SeatName)
          return (
            <View
              key={seat.SeatCode}
              className={`train-seat${seat.Remaining > 0 ? '' : ' train-seat--none'}`}
              onClick={() => (seat.Remaining > 0 ? onPickSeat(seat) : onGrab?.(seat))}
            >
              <View>
                {seat.SeatName} {remainingText(seat.Remaining)}
              </View>
              <View className='train-seat__price'>¥{formatYuanShort(seat.PriceFen)}</View>
              {note ? <View className='train-seat__note'>{note}</View> : null}
              {isOverStandard?.(seat) ? <View className='train-seat__over'>超标</View> : null}
              {seat.Remaining === 0 && onGrab ? <View className='train-seat__grab'>抢票</View> : null}
            </View>
          )
        })}
      </View>
    </View>
  )
}

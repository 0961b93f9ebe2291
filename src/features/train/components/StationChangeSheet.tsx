import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import type { TrainOrderDetail } from '@api/train'
import { formatFen, formatYuanShort } from '@/core/format'
import { a11y, focusable } from '@/ui/a11y'
import { BottomSheet } from '@/ui/BottomSheet'
import { remainingText } from '../domain/seatLabels'
import type { StationChangeStore } from '../stores/StationChangeStore'

type Props = { store: StationChangeStore; order: TrainOrderDetail; onSubmit: () => void }

/** 变更到站 (decision 0770): the stops of the same train with their classes and fares, what the change costs, the rules. */
function StationChangeSheet({ store, order, onSubmit }: Props) {
  const money = store.money(order)
  const choice = store.choice
  return (
    <BottomSheet isOpened={store.isOpen} title='变更到站' onClose={() => store.close()}>
      <View className='train-section station-change'>
        <View className='train-note'>{order.TrainNo} {order.Date} {order.FromStationName} 出发，原到站 {order.ToStationName}</View>
        {store.isLoading ? <View className='train-note'>正在加载可变更的到站...</View> : null}
        {!store.isLoading && !store.error && store.options.length === 0 ? <View className='train-note'>本车次没有可变更的到站</View> : null}
        {store.options.map((station) => (
          <View key={station.StationCode} className='station-change__stop' data-station={station.StationName}>
            <View className='station-change__name'>
              {station.StationName} <Text className='train-note'>{station.ArriveTime}{station.DayOffset > 0 ? `+${station.DayOffset}` : ''} 到</Text>
            </View>
            <View className='train-seats'>
              {station.Seats.map((seat) => {
                const isOn = choice?.station.StationCode === station.StationCode && choice.seat.SeatCode === seat.SeatCode
                return (
                  <View
                    key={seat.SeatCode}
                    className={`train-seat${seat.Remaining > 0 ? '' : ' train-seat--none'}${isOn ? ' train-seat--on' : ''}`}
                    onClick={() => seat.Remaining > 0 && store.pick(station, seat)}
                    {...a11y(`${station.StationName} ${seat.SeatName} ¥${formatYuanShort(seat.PriceFen)}`, 'button')}
                    {...focusable}
                  >
                    <View>{seat.SeatName} {remainingText(seat.Remaining)}</View>
                    <View className='train-seat__price'>¥{formatYuanShort(seat.PriceFen)}</View>
                  </View>
                )
              })}
            </View>
          </View>
        ))}
        {choice && money ? (
          <View className='station-change__money'>
            变更至{choice.station.StationName}（{choice.seat.SeatName}）：
            {money.payFen > 0 ? `需补交差价${formatFen(money.payFen)}` : `退还差价${formatFen(money.refundFen)}${money.feeFen > 0 ? `（差价退票费${formatFen(money.feeFen)}）` : ''}`}
          </View>
        ) : null}
        {store.error ? <View className='train-error'>{store.error}</View> : null}
        <AtButton type='primary' disabled={!choice || store.isActing} loading={store.isActing} onClick={onSubmit}>确认变更</AtButton>
        {store.rules.map((rule) => <View key={rule} className='train-note'>{rule}</View>)}
      </View>
    </BottomSheet>
  )
}

export default observer(StationChangeSheet)

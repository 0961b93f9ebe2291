import { Text, View } from '@tarojs/components'
import type { TransferPlan } from '@api/train'
import { formatYuanShort } from '@/core/format'
import { waitText } from '@domain/train/transfer'
import { durationText } from '../domain/seatLabels'

const lowest = (plan: TransferPlan) => Math.min(...plan.First.Seats.map((s) => s.PriceFen)) + Math.min(...plan.Second.Seats.map((s) => s.PriceFen))

/** One 中转 plan: both trains, where and how long the change is, total time and the lowest total fare. */
export function TransferPlanCard({ plan, onOpen }: { plan: TransferPlan; onOpen: () => void }) {
  return (
    <View className='train-card train-transfer' onClick={onOpen}>
      <View className='train-card__times'>
        <Text className='train-card__time'>{plan.First.DepartTime}</Text>
        <View className='train-card__middle'>
          <View>
            {plan.First.TrainNo} → {plan.Second.TrainNo}
          </View>
          <View>全程{durationText(plan.TotalMinutes)}</View>
        </View>
        <Text className='train-card__time'>{plan.Second.ArriveTime}</Text>
      </View>
      <View className='train-card__station'>
        {plan.First.FromStationName} → {plan.First.ToStationName}
        {plan.IsSameStation ? '' : ` / ${plan.Second.FromStationName}`} → {plan.Second.ToStationName}
      </View>
      <View className='train-note'>
        {plan.TransferCity}中转 · {plan.IsSameStation ? '同站换乘' : '换站换乘'} · 停留{waitText(plan.WaitMinutes)} · ¥{formatYuanShort(lowest(plan))}起
      </View>
    </View>
  )
}

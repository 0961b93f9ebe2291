import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import type { TrainGrabTask } from '@api/train'

type Props = { task: TrainGrabTask; onCancel: () => void; onOpenOrder: () => void }

/** One 抢票 task: route, trains, classes, dates, deadline, its state; cancel while waiting, open the order once booked. */
export function GrabTaskCard({ task, onCancel, onOpenOrder }: Props) {
  return (
    <View className='grab-task' data-task={task.TaskNo}>
      <View className='train-row'>
        <Text>
          {task.FromName} → {task.ToName}
        </Text>
        <Text className={`grab-task__status grab-task__status--${task.Status}`}>{task.StatusText}</Text>
      </View>
      <View className='train-note'>
        {task.TrainNos.join('、')} · {task.SeatNames.join('、')} · {task.Dates.map((d) => d.slice(5)).join('、')}
      </View>
      <View className='train-note'>
        乘车人 {task.PassengerNames.join('、')} · 截止 {dayjs(task.Deadline).format('MM-DD HH:mm')} · 已尝试{task.Attempts}次
      </View>
      {task.LastMessage ? <View className='train-error'>{task.LastMessage}</View> : null}
      <View className='grab-task__actions'>
        {task.Status === 'Waiting' ? (
          <Text className='train-chip grab-task__cancel' onClick={onCancel}>
            取消抢票
          </Text>
        ) : null}
        {task.OrderNo ? (
          <Text className='train-chip train-chip--on grab-task__order' onClick={onOpenOrder}>
            查看订单
          </Text>
        ) : null}
      </View>
    </View>
  )
}

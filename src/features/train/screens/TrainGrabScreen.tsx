import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import dayjs from 'dayjs'
import { todayWire, weekdayOfWire } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { GrabTaskCard } from '../components/GrabTaskCard'
import { TrainGrabStore } from '../stores/TrainGrabStore'
import { TrainNoticeBanner } from '../components/TrainNoticeBanner'
import { TrainNoticeStore } from '../stores/TrainNoticeStore'
import { createSavedDocuments, DOCUMENTS_FOR, openTravellerPicker, selfTraveller, useTravellerPick } from '../../travellers/public'
import '../components/train.scss'

const PURPOSE = 'trainGrab'

const Chip = ({ on, text, className = '', onClick }: { on: boolean; text: string; className?: string; onClick: () => void }) => (
  <Text className={`train-chip ${className}${on ? ' train-chip--on' : ''}`} onClick={onClick}>
    {text}
  </Text>
)

/** 抢票下单 (/pages/train/grabbWriteOrder/grabbWriteOrder): what to wait for, until when, for whom; the member's tasks below. */
function TrainGrabScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new TrainGrabStore(
        { from: query.from ?? '', to: query.to ?? '', date: query.date ?? '', trainNo: query.trainNo ?? '', fromName: query.fromName, toName: query.toName },
        { name: root.settings.MemberInfo.CustomerName || root.settings.MemberInfo.MemberName, phone: root.settings.phone, memberId: root.settings.MemberInfo.MemberId },
        { api: createTrainApi(root.request), createReqId: () => createReqId(), now: () => Date.now(), today: todayWire() },
      ),
  )
  const notices = useStore(() => new TrainNoticeStore(createTrainApi(root.request)))
  const saved = useStore(() => createSavedDocuments(root))
  useEffect(() => {
    void saved.load().then(() => store.fillSavedIdNo(saved.documentOf(selfTraveller(root), DOCUMENTS_FOR.train)?.idNo))
  }, [saved, store, root])
  useTravellerPick(root, PURPOSE, ([picked]) => picked && store.takeTraveller(picked, saved.documentOf(picked, DOCUMENTS_FOR.train)?.idNo))
  useShown(() => {
    void notices.fetch()
    return store.load.isReady ? store.fetchTasks() : store.fetch()
  })
  const submit = async () => {
    const task = await store.submit()
    if (task) root.ui.toast(task.Status === 'Booked' ? '抢票成功，请尽快支付' : '已开始抢票，有票时将自动为您下单')
  }
  const cancel = async (taskNo: string) => {
    if (await store.cancel(taskNo)) root.ui.toast('抢票任务已取消')
    else root.ui.toast(store.error)
  }

  return (
    <PageLayout title='抢票下单'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='train-page'>
          <TrainNoticeBanner store={notices} onOpenOrder={(orderNo) => openRoute('order3.0/train/detail', { orderNo })} />
          <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.trains.length === 0} emptyText='当日暂无车次，请返回重新选择'>
            <View className='train-section'>
              <View className='train-row__label'>
                {store.places.from} → {store.places.to}
              </View>
              <View className='train-note'>选择的车次、席别、日期中任一有票即自动下单，下单后请在30分钟内支付</View>
            </View>
            <View className='train-section'>
              <Text className='train-row__label'>抢票车次（最多5个）</Text>
              <View className='train-chips'>
                {store.trains.map((train) => (
                  <Chip key={train.TrainNo} className='grab-train' on={store.trainNos.includes(train.TrainNo)} text={`${train.TrainNo} ${train.DepartTime}`} onClick={() => store.toggleTrain(train.TrainNo)} />
                ))}
              </View>
            </View>
            <View className='train-section'>
              <Text className='train-row__label'>席别（最多3个）</Text>
              <View className='train-chips'>
                {store.seatClasses.map((seat) => (
                  <Chip key={seat.code} className='grab-seat' on={store.seatCodes.includes(seat.code)} text={seat.name} onClick={() => store.toggleSeat(seat.code)} />
                ))}
              </View>
              <Text className='train-row__label'>出发日期（最多3天）</Text>
              <View className='train-chips'>
                {store.candidateDates.map((date) => (
                  <Chip key={date} className='grab-date' on={store.dates.includes(date)} text={`${date.slice(5)} ${weekdayOfWire(date)}`} onClick={() => store.toggleDate(date)} />
                ))}
              </View>
              <Text className='train-row__label'>抢票截止</Text>
              <View className='train-chips'>
                {store.deadlines.map((d) => (
                  <Chip key={d.key} className='grab-deadline' on={store.deadlineKey === d.key} text={`${d.label}（${dayjs(d.at).format('MM-DD HH:mm')}）`} onClick={() => store.setDeadline(d.key)} />
                ))}
              </View>
            </View>
            <View className='train-section'>
              <View className='train-row'>
                <Text className='train-row__label'>乘车人</Text>
                <Text className='train-link grab-pick-traveller' onClick={() => openTravellerPicker(root, PURPOSE, { selected: [], max: 1, includePassengers: true })}>
                  + 选择乘车人
                </Text>
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>姓名</Text>
                <Input className='train-input grab-name' value={store.name} placeholder='与证件一致的姓名' onInput={(e) => store.setField('name', e.detail.value)} />
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>身份证号</Text>
                <Input className='train-input grab-id' value={store.idNo} maxlength={18} placeholder='18位身份证号' onInput={(e) => store.setField('idNo', e.detail.value)} />
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>联系手机</Text>
                <Input className='train-input' type='number' maxlength={11} placeholder='联系人手机号' value={store.contactPhone} onInput={(e) => store.setField('contactPhone', e.detail.value)} />
              </View>
              {store.needsReason ? (
                <View className='train-row'>
                  <Text className='train-row__label'>超标原因</Text>
                  <Input className='train-input' value={store.reason} placeholder='所选席别超出差标，请填写原因' maxlength={200} onInput={(e) => store.setField('reason', e.detail.value)} />
                </View>
              ) : null}
              {store.error ? <View className='train-error'>{store.error}</View> : null}
            </View>
            <AtButton type='primary' className='grab-submit' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
              开始抢票
            </AtButton>
          </StateView>
          <View className='train-section'>
            <Text className='train-row__label'>我的抢票任务</Text>
            <StateView state={store.tasksLoad} onRetry={() => void store.fetchTasks()} isEmpty={store.tasks.length === 0} emptyText='暂无抢票任务'>
              {store.tasks.map((task) => (
                <GrabTaskCard key={task.TaskNo} task={task} onCancel={() => void cancel(task.TaskNo)} onOpenOrder={() => openRoute('order3.0/train/detail', { orderNo: task.OrderNo })} />
              ))}
            </StateView>
          </View>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(TrainGrabScreen)

import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { TrainSeatCode } from '@api/train'
import { createReqId } from '@/core/http/ids'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { durationText, seatNote } from '../domain/seatLabels'
import { TrainOrderFormStore } from '../stores/TrainOrderFormStore'
import '../components/train.scss'

/** 填写订单 (/pages/train/writeOrder/writeOrder and the product2.0/3.0 forms): traveller, contact, total, submit then pay. */
function TrainOrderWriteScreen({ query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const store = useStore(
    () =>
      new TrainOrderFormStore(
        { trainNo: query.trainNo ?? '', date: query.date ?? '', fromCode: query.fromCode ?? '', toCode: query.toCode ?? '', seatCode: (query.seatCode ?? 'O') as TrainSeatCode },
        { name: root.settings.MemberInfo.CustomerName || root.settings.MemberInfo.MemberName, phone: root.settings.phone },
        { api: createTrainApi(root.request), createReqId: () => createReqId() },
      ),
  )
  useShown(() => (store.train ? undefined : store.fetch()))
  const { train, seat, passenger } = store
  const submit = async () => {
    const orderNo = await store.submit()
    if (orderNo) openRoute('payment/pay', { orderNo })
    else if (store.error) root.ui.toast(store.error)
  }

  return (
    <PageLayout title='填写订单'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!train} emptyText='该车次已不可预订，请返回重新选择'>
        {train && seat ? (
          <View className='train-page'>
            <View className='train-section'>
              <View className='train-card__times'>
                <View>
                  <Text className='train-card__time'>{train.DepartTime}</Text>
                  <View className='train-card__station'>{train.FromStationName}</View>
                </View>
                <View className='train-card__middle'>
                  <View>{train.TrainNo}</View>
                  <View>{durationText(train.DurationMinutes)}</View>
                </View>
                <View style={{ textAlign: 'right' }}>
                  <Text className='train-card__time'>{train.ArriveTime}</Text>
                  <View className='train-card__station'>{train.ToStationName}</View>
                </View>
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>出发日期</Text>
                <Text>{store.choice.date}</Text>
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>席别</Text>
                <Text className='train-seat-name'>
                  {seat.SeatName} {formatFen(seat.PriceFen)} {seatNote(seat.SeatName)}
                </Text>
              </View>
            </View>
            <View className='train-section'>
              <View className='train-row'>
                <Text className='train-row__label'>乘车人</Text>
                <Input className='train-input train-passenger-name' value={passenger.name} placeholder='与证件一致的姓名' onInput={(e) => store.setPassenger('name', e.detail.value)} />
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>身份证号</Text>
                <Input className='train-input train-passenger-id' value={passenger.idNo} maxlength={18} placeholder='18位身份证号' onInput={(e) => store.setPassenger('idNo', e.detail.value)} />
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>联系手机</Text>
                <Input className='train-input train-contact-phone' type='number' maxlength={11} value={store.contactPhone} onInput={(e) => store.setContactPhone(e.detail.value)} />
              </View>
              {store.error ? <View className='train-error'>{store.error}</View> : null}
            </View>
            {store.verdict ? (
              <View className='train-section train-policy'>
                <View className={store.verdict.status === 'over' ? 'train-error' : 'train-note'}>
                  {store.verdict.status === 'over' ? '超出差标：' : '符合差标：'}
                  {store.verdict.rule}
                </View>
                {store.verdict.cheapestCompliant ? (
                  <View className='train-note'>
                    差标内可选：{store.verdict.cheapestCompliant.seatClass} {formatFen(store.verdict.cheapestCompliant.priceFen)}
                  </View>
                ) : null}
                {store.verdict.status === 'over' && store.verdict.action !== 'block' ? (
                  <View className='train-row'>
                    <Text className='train-row__label'>超标原因</Text>
                    <Input className='train-input' value={store.reason} placeholder='请填写超标原因' maxlength={200} onInput={(e) => store.setReason(e.detail.value)} />
                  </View>
                ) : null}
              </View>
            ) : null}
            <View className='train-section train-note'>开车前8天以上退票免费，48小时至8天收5%，24至48小时收10%，24小时内收20%。</View>
            <View className='train-total'>
              <Text>
                合计 <Text className='train-total__fen'>{formatFen(store.totalFen)}</Text>
              </Text>
              <AtButton type='primary' size='small' className='train-submit' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
                提交订单
              </AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainOrderWriteScreen)

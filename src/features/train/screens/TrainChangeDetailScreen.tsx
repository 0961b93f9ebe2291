import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { orderNoOf, productStatusText } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TicketSummary } from '../components/TicketSummary'
import { TrainChangeDetailStore } from '../stores/TrainChangeDetailStore'
import '../components/train.scss'

/** 改签详情 (/pages/train/modifyDetail/modifyDetail): the ticket before and after a change and what it cost or gave back. */
function TrainChangeDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new TrainChangeDetailStore(orderNo, createTrainApi(root.request)))
  useShown(() => (orderNo ? store.fetch() : undefined))
  const { before, after, settlement } = store
  const ticket = (title: string, o: NonNullable<typeof before>, status: string) => (
    <View onClick={() => openRoute('order3.0/train/detail', { orderNo: o.OrderNo })}>
      <TicketSummary
        title={title}
        trainNo={o.TrainNo}
        date={o.Date}
        departTime={o.DepartTime}
        arriveTime={o.ArriveTime}
        from={o.FromStationName}
        to={o.ToStationName}
        durationMinutes={o.DurationMinutes}
        seatName={o.SeatName}
        note={`${o.OrderNo} · ${status}${o.TicketNo ? ` · 取票号${o.TicketNo}` : ''}`}
      />
    </View>
  )

  return (
    <PageLayout title='改签详情'>
      <StateView state={orderNo ? store.load : { status: 'ready', errorMessage: '' }} onRetry={() => void store.fetch()} isEmpty={!orderNo || (store.load.isReady && !after)} emptyText='该车票没有改签记录'>
        {before && after && settlement ? (
          <View className='train-page'>
            {ticket('原车票', before, '已改签')}
            {ticket('新车票', after, productStatusText(6, after.Status))}
            <View className='train-section'>
              <InfoRow label='原票价' value={formatFen(settlement.oldFareFen)} />
              <InfoRow label='新票价' value={formatFen(settlement.newFareFen)} />
              {settlement.paidFen > 0 ? <InfoRow label='已补差价' value={formatFen(settlement.paidFen)} emphasis /> : null}
              {settlement.refundFen > 0 ? <InfoRow label='已退差价' value={formatFen(settlement.refundFen)} emphasis /> : null}
              {settlement.feeFen > 0 ? <InfoRow label='差额退票费' value={formatFen(settlement.feeFen)} /> : null}
              {after.Status === 'PendingPayment' ? <View className='train-error'>新车票待支付差价，支付后出票</View> : null}
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainChangeDetailScreen)

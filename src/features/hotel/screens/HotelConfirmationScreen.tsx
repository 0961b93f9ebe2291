import type { HotelConfirmation } from '@api/order'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { DocumentStore, orderNoOf } from '../../orders/public'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StatusHead } from '@/ui/StatusHead'
import { createHotelOrderApi } from '../api/hotelOrderApi'

const BREAKFAST = ['不含早', '含单早', '含双早'] as const
const PAYMENT_NOTE = { enterprise: '房费由企业支付，前台无需付款', personal: '房费已在线支付，前台无需付款', hotel: '请于前台付款' } as const

/** 酒店确认单 / 入住凭证 (/pages/order/hotelOrderDetail/hotelConfirmation, /pages/order2.0/hotel/checkInVoucher). */
function HotelConfirmationScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new DocumentStore<HotelConfirmation>(() => createHotelOrderApi(root.request).hotelConfirmation(orderNo), '确认单加载失败'))
  useShown(() => store.fetch())
  const voucher = store.data

  return (
    <PageLayout title='入住凭证'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {voucher ? (
          <View>
            <StatusHead status='酒店已确认' hint={`确认号 ${voucher.HotelConfirmNo}`} />
            <Section title={voucher.HotelName}>
              <InfoRow label='地址' value={voucher.HotelAddress} />
              <InfoRow label='电话' value={voucher.HotelPhone} />
              <InfoRow label='房型' value={`${voucher.RoomName} · ${voucher.RoomCount}间 · ${BREAKFAST[voucher.BreakfastCount]}`} />
              <InfoRow label='入住' value={`${voucher.ArrivalDate} ${voucher.CheckInTime}后`} />
              <InfoRow label='离店' value={`${voucher.DepartureDate} ${voucher.CheckOutTime}前（${voucher.Nights}晚）`} />
              <InfoRow label='入住人' value={voucher.GuestNames.join('、')} />
              <InfoRow label='付款' value={PAYMENT_NOTE[voucher.PayMethod]} />
            </Section>
            <Section title='入住须知'>
              {voucher.Notes.map((note) => (
                <Text key={note} className='order-card__line'>
                  {note}
                </Text>
              ))}
            </Section>
            <Section>
              <InfoRow label='订单号' value={voucher.OrderNo} />
              <InfoRow label='出具时间' value={formatShanghai(voucher.IssuedAt)} />
            </Section>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(HotelConfirmationScreen)

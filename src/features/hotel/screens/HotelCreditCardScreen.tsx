import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { backOr, openRoute } from '../../shared/navigation'
import { FieldRow, LinkRow } from '../components/FieldRow'
import { bankName } from '../domain/banks'
import { cardError, formatCardNo } from '@domain/card/card'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import '../components/hotel.scss'

/** 信用卡担保 (hotel/creditCard): bank, number (Luhn), expiry, holder and id; only the masked number is kept. */
function HotelCreditCardScreen(_props: ScreenProps) {
  const { root, flow } = useHotel()
  const draft = flow.cardDraft
  const save = () => {
    const card = flow.cardDraft
    const problem = cardError(card, todayWire())
    if (problem) return root.ui.toast(problem)
    flow.setCard({ ...card })
    backOr(linkTo(hotelRoute('writeOrder')))
  }
  return (
    <PageLayout title='信用卡担保'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          <Text className='hotel-card__meta'>该房型需信用卡担保，仅做担保不扣款；未入住酒店可能按规则扣除首晚房费。</Text>
          <LinkRow label='发卡银行' value={bankName(draft.BankCode) || '请选择'} onClick={() => openRoute(hotelRoute('allBank'))} />
          <FieldRow label='卡号' value={formatCardNo(draft.CardNo)} placeholder='信用卡卡号' type='number' maxlength={23} onInput={(CardNo) => flow.patchCardDraft({ CardNo })} />
          <FieldRow label='有效期' value={draft.Expiry} placeholder='月/年，如 08/28' maxlength={5} onInput={(Expiry) => flow.patchCardDraft({ Expiry })} />
          <FieldRow label='持卡人' value={draft.HolderName} placeholder='持卡人姓名' onInput={(HolderName) => flow.patchCardDraft({ HolderName })} />
          <FieldRow label='身份证' value={draft.HolderIdNo} placeholder='持卡人身份证号' type='idcard' maxlength={18} onInput={(HolderIdNo) => flow.patchCardDraft({ HolderIdNo })} />
        </View>
        <Text className='hotel-more' onClick={() => openRoute(hotelRoute('cardExplain'))}>
          担保说明
        </Text>
        <View className='hotel-section'>
          <AtButton type='primary' onClick={save}>
            确定
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(HotelCreditCardScreen)

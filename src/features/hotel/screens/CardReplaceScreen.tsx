import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { backOr, openRoute } from '../../shared/navigation'
import { bankName } from '../domain/banks'
import { maskCardNo } from '@domain/card/card'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import '../components/hotel.scss'

/** 更换信用卡 (hotel/hotelReplace): the card in use (masked), replace or remove it. */
function CardReplaceScreen(_props: ScreenProps) {
  const { flow } = useHotel()
  const card = flow.card
  return (
    <PageLayout title='更换信用卡'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          {card ? (
            <View className='hotel-row'>
              <Text className='hotel-row__label'>{bankName(card.BankCode)}</Text>
              <Text className='hotel-row__value'>{maskCardNo(card.CardNo)}</Text>
            </View>
          ) : (
            <Text className='hotel-card__meta'>尚未添加担保信用卡</Text>
          )}
          <AtButton
            type='primary'
            onClick={() => {
              flow.setCard(null)
              openRoute(hotelRoute('creditCard'))
            }}
          >
            {card ? '更换信用卡' : '添加信用卡'}
          </AtButton>
          {card ? (
            <AtButton
              onClick={() => {
                flow.setCard(null)
                backOr(linkTo(hotelRoute('writeOrder')))
              }}
            >
              移除
            </AtButton>
          ) : null}
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(CardReplaceScreen)

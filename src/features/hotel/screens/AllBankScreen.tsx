import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { backOr } from '../../shared/navigation'
import { banksByInitial } from '../domain/banks'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import '../components/hotel.scss'

/** 全部银行 (hotel/allBank): the bank of the guarantee card, A-Z. */
function AllBankScreen(_props: ScreenProps) {
  const { flow } = useHotel()
  return (
    <PageLayout title='选择银行'>
      <View className='hotel-page'>
        {banksByInitial().map((group) => (
          <View key={group.initial} className='hotel-section'>
            <Text className='hotel-section__title'>{group.initial}</Text>
            {group.banks.map((bank) => (
              <View
                key={bank.code}
                className={`hotel-row${flow.cardDraft.BankCode === bank.code ? ' hotel-bar__item--on' : ''}`}
                onClick={() => {
                  flow.patchCardDraft({ BankCode: bank.code })
                  backOr(linkTo(hotelRoute('creditCard')))
                }}
              >
                <Text>{bank.name}</Text>
              </View>
            ))}
          </View>
        ))}
      </View>
    </PageLayout>
  )
}

export default observer(AllBankScreen)

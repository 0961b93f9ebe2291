import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useStores } from '@/stores/context'
import { CAR_ROUTES } from '../domain/carRoutes'
import { allowedUseTypes, USE_TYPE_NOTE, type UseTypeItem } from '../domain/useTypes'
import { carMapOf } from '../stores/carFlow'
import '../components/car.scss'

const NO_ERROR = { status: 'ready' as const, errorMessage: '' }

/** 选择用车类型 (car/checkUseType; car/didi/checkUseType on the DiDi entrance): the use types the member's rights allow, then the car home. */
function CarCheckUseTypeScreen({ variant }: ScreenProps<'car' | 'didi'>) {
  const root = useStores()
  const map = carMapOf(root)
  const items = allowedUseTypes(root.settings)
  const current = map.mainInfo.useTypeItem.useType
  const choose = (item: UseTypeItem) => {
    map.setUseType(item)
    void Taro.redirectTo({ url: linkTo(variant === 'didi' ? CAR_ROUTES.didiHome[0] : CAR_ROUTES.home[0]) })
  }
  return (
    <PageLayout title='选择用车类型'>
      <View className='car-page'>
        <StateView state={NO_ERROR} onRetry={() => undefined} isEmpty={items.length === 0} emptyText='您没有用车权限，请联系企业管理员'>
          {items.map((item) => (
            <View key={item.useType} className={`car-list-item${item.useType === current ? ' car-list-item--on' : ''}`} onClick={() => choose(item)}>
              <Text className='car-list-item__name'>{item.name}</Text>
              <Text className='car-list-item__meta'>{USE_TYPE_NOTE[item.useType]}</Text>
            </View>
          ))}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(CarCheckUseTypeScreen)

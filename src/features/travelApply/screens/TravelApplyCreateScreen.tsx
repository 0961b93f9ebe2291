import { Input, Picker, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { openTravellerPicker, selfTraveller, TravellerList, travellerMemberIds, useTravellerPick, type PickedTraveller } from '../../travellers/public'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { PRODUCT_CHOICES } from '../domain/travelApplyForm'
import { openTravelCityPicker, useTravelCityPick } from '../public/travelCity'
import { TravelApplyFormStore } from '../stores/TravelApplyFormStore'
import '../components/travelApply.scss'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='travel-apply-form__row'>
      <Text className='travel-apply-form__label'>{label}</Text>
      {children}
    </View>
  )
}

const PICK_PURPOSE = 'travelApply'
const DEPART_PICK = 'travelApply-depart'
const CITY_PICK = 'travelApply-city'

/** 新建出差申请: reason, departure and destination cities, dates, products, estimated budget; draft or submit. */
function TravelApplyCreateScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () =>
      new TravelApplyFormStore(
        { api: createTravelApplyApi(root.request), now: () => Date.now(), createReqId: () => createReqId(), toast: (message) => root.ui.toast(message) },
        { city: query.city },
      ),
  )
  const [travellers, setTravellers] = useState<PickedTraveller[]>(() => [selfTraveller(root)])
  const chooseTravellers = (list: PickedTraveller[]) => {
    const withSelf = list.some((t) => t.memberId === root.settings.MemberInfo.MemberId) ? list : [selfTraveller(root), ...list]
    setTravellers(withSelf)
    store.setTravellerMemberIds(travellerMemberIds(withSelf))
  }
  useTravellerPick(root, PICK_PURPOSE, chooseTravellers)
  useTravelCityPick(root, [DEPART_PICK, CITY_PICK], (city, purpose) =>
    purpose === DEPART_PICK ? store.set({ departCity: city.CityName }) : store.set({ citiesText: [...store.cities, city.CityName].join('、') }),
  )
  const save = async (submit: boolean) => {
    const applyNo = await store.save(submit)
    if (!applyNo) return
    root.ui.toast(submit ? '已提交审批' : '已保存草稿')
    void Taro.redirectTo({ url: linkTo('bill/travelApply/detail', { applyNo }) })
  }

  return (
    <PageLayout title='新建出差申请'>
      <View className='travel-apply-page'>
        <View className='travel-apply-form'>
          <Row label='出差事由'>
            <Input className='travel-apply-form__input' value={store.reason} maxlength={100} placeholder='如：拜访客户' onInput={(e) => store.set({ reason: e.detail.value })} />
          </Row>
          <Row label='出发城市'>
            <Input className='travel-apply-form__input' value={store.departCity} maxlength={20} placeholder='如：北京' onInput={(e) => store.set({ departCity: e.detail.value })} />
            <Text className='travel-apply-form__clear' onClick={() => openTravelCityPicker(root, DEPART_PICK, { title: '选择出发城市', selected: store.departCity })}>选择</Text>
          </Row>
          <Row label='出差城市'>
            <Input className='travel-apply-form__input' value={store.citiesText} placeholder='多个城市用顿号分隔' onInput={(e) => store.set({ citiesText: e.detail.value })} />
            <Text className='travel-apply-form__clear' onClick={() => openTravelCityPicker(root, CITY_PICK, { title: '添加出差城市' })}>添加</Text>
          </Row>
          <Row label='出发日期'>
            <Picker mode='date' value={store.startDate} onChange={(e) => store.set({ startDate: String(e.detail.value) })}>
              <Text className='travel-apply-form__input'>{store.startDate}</Text>
            </Picker>
          </Row>
          <Row label='返回日期'>
            <Picker mode='date' value={store.endDate} onChange={(e) => store.set({ endDate: String(e.detail.value) })}>
              <Text className='travel-apply-form__input'>{store.endDate}</Text>
            </Picker>
          </Row>
          <Row label='预估费用(元)'>
            <Input className='travel-apply-form__input' type='digit' value={store.budgetYuan} placeholder='如：3000' onInput={(e) => store.set({ budgetYuan: e.detail.value })} />
          </Row>
          <View className='travel-apply-form__row'>
            <Text className='travel-apply-form__label'>出行方式</Text>
            <View className='travel-apply-chips'>
              {PRODUCT_CHOICES.map((choice) => (
                <Text
                  key={choice.key}
                  className={`travel-apply-chip${store.products.includes(choice.key) ? ' travel-apply-chip--on' : ''}`}
                  onClick={() => store.toggleProduct(choice.key)}
                >
                  {choice.title}
                </Text>
              ))}
            </View>
          </View>
          <TravellerList
            travellers={travellers}
            onAdd={() => openTravellerPicker(root, PICK_PURPOSE, { selected: travellers, max: 9, includePassengers: false })}
            onRemove={(gone) => chooseTravellers(travellers.filter((t) => t !== gone || t.memberId === root.settings.MemberInfo.MemberId))}
          />
          <Row label='备注'>
            <Input className='travel-apply-form__input' value={store.remark} maxlength={200} placeholder='选填' onInput={(e) => store.set({ remark: e.detail.value })} />
          </Row>
          {store.errorMessage ? <Text className='travel-apply-form__error'>{store.errorMessage}</Text> : null}
        </View>
      </View>
      <View className='travel-apply-actions'>
        <AtButton type='secondary' disabled={store.isSubmitting} onClick={() => void save(false)}>
          保存草稿
        </AtButton>
        <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void save(true)}>
          提交审批
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(TravelApplyCreateScreen)

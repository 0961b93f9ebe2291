import { Input, Text, View } from '@tarojs/components'
import { LEG_PRODUCT_TEXT, LEG_PRODUCTS, MAX_LEGS, TRIP_TYPES } from '@domain/travelApply/travelBill'
import { observer } from 'mobx-react'
import { CharCount } from '@/ui/CharCount'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { ApplicantTravellers } from '../components/ApplicantTravellers'
import { DateRow, DraftOrSubmitBar, FormError } from '../components/ApplyFormParts'
import { ChoiceChips, FormRow } from '../components/FormRow'
import { saveThenOpen } from '../components/saveThenOpen'
import { openTravelCityPicker, useTravelCityPick } from '../public/travelCity'
import { TravelBillFormStore } from '../stores/TravelBillFormStore'
import '../components/travelApply.scss'

const PICK_PURPOSE = 'travelBill'
const cityPurpose = (index: number, end: 'from' | 'to') => `travelBill-leg-${index}-${end}`
const CITY_PURPOSES = Array.from({ length: MAX_LEGS }, (_, i) => [cityPurpose(i, 'from'), cityPurpose(i, 'to')]).flat()
const PRODUCT_CHOICES = LEG_PRODUCTS.map((p) => LEG_PRODUCT_TEXT[p])

/** 新建出差单 (bill/guangxin/createTravelBill): the trip leg by leg, trip type, hotel, budget, travellers. */
function TravelBillCreateScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () => new TravelBillFormStore({ api: createTravelApplyApi(root.request), now: () => Date.now(), createReqId: () => createReqId(), toast: (m) => root.ui.toast(m) }),
  )
  useTravelCityPick(root, CITY_PURPOSES, (city, purpose) => {
    const [, , index, end] = purpose.split('-')
    store.setLeg(Number(index), end === 'from' ? { fromCity: city.CityName } : { toCity: city.CityName })
  })
  const pickCity = (index: number, end: 'from' | 'to', current: string) =>
    openTravelCityPicker(root, cityPurpose(index, end), { title: end === 'from' ? '选择出发城市' : '选择到达城市', selected: current })
  const save = (submit: boolean) => saveThenOpen((s) => store.save(s), submit, (m) => root.ui.toast(m), 'bill/guangxin/travelBillDetail')

  return (
    <PageLayout title='新建出差单'>
      <View className='travel-apply-page'>
        <View className='travel-apply-form'>
          <View className='travel-apply-form__row travel-apply-form__row--block'>
            <Text className='travel-apply-form__label'>出差类型</Text>
            <ChoiceChips choices={TRIP_TYPES} value={store.category} onChoose={(category) => store.set({ category })} />
          </View>
          <FormRow label='出差事由'>
            <Input className='travel-apply-form__input' value={store.reason} maxlength={100} placeholder='如：北京项目上线' onInput={(e) => store.set({ reason: e.detail.value })} />
            <CharCount value={store.reason} max={100} />
          </FormRow>
        </View>
        {store.legs.map((leg, index) => (
          <View key={index} className='travel-apply-form travel-bill-leg'>
            <View className='travel-bill-leg__head'>
              <Text className='travel-bill-leg__title'>{`第${index + 1}程`}</Text>
              {store.legs.length > 1 ? <Text className='travel-apply-form__clear' onClick={() => store.removeLeg(index)}>删除</Text> : null}
            </View>
            <View className='travel-bill-leg__cities'>
              <Text className='travel-bill-leg__city' onClick={() => pickCity(index, 'from', leg.fromCity)}>{leg.fromCity || '出发城市'}</Text>
              <Text className='travel-bill-leg__arrow'>→</Text>
              <Text className='travel-bill-leg__city' onClick={() => pickCity(index, 'to', leg.toCity)}>{leg.toCity || '到达城市'}</Text>
            </View>
            <DateRow label='日期' value={leg.date} onChange={(date) => store.setLeg(index, { date })} />
            <ChoiceChips
              choices={PRODUCT_CHOICES}
              value={LEG_PRODUCT_TEXT[leg.product]}
              onChoose={(text) => store.setLegProduct(index, LEG_PRODUCTS[PRODUCT_CHOICES.indexOf(text)])}
            />
          </View>
        ))}
        {store.canAddLeg ? (
          <Text className='travel-bill-add' onClick={() => store.addLeg()}>
            + 添加一程
          </Text>
        ) : null}
        <View className='travel-apply-form'>
          <FormRow label='住宿'>
            <ChoiceChips choices={['需要住宿', '无需住宿']} value={store.needHotel ? '需要住宿' : '无需住宿'} onChoose={(v) => store.set({ needHotel: v === '需要住宿' })} />
          </FormRow>
          <FormRow label='预估费用(元)'>
            <Input className='travel-apply-form__input' type='digit' value={store.budgetYuan} placeholder='如：5000' onInput={(e) => store.set({ budgetYuan: e.detail.value })} />
          </FormRow>
          <ApplicantTravellers root={root} purpose={PICK_PURPOSE} onMemberIds={(ids) => store.setTravellerMemberIds(ids)} />
          <FormRow label='备注'>
            <Input className='travel-apply-form__input' value={store.remark} maxlength={200} placeholder='选填' onInput={(e) => store.set({ remark: e.detail.value })} />
            <CharCount value={store.remark} max={200} />
          </FormRow>
          <FormError message={store.errorMessage} />
        </View>
      </View>
      <DraftOrSubmitBar busy={store.isSubmitting} onSave={(submit) => void save(submit)} />
    </PageLayout>
  )
}

export default observer(TravelBillCreateScreen)

import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { earliestApplicationDate } from '@domain/travelApply/applicationDates'
import { todayWire } from '@/core/format'
import { CharCount } from '@/ui/CharCount'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { ApplicantTravellers } from '../components/ApplicantTravellers'
import { DateRow, DraftOrSubmitBar, FormError } from '../components/ApplyFormParts'
import { FormRow } from '../components/FormRow'
import { saveThenOpen } from '../components/saveThenOpen'
import { PRODUCT_CHOICES } from '../domain/travelApplyForm'
import { openTravelCityPicker, useTravelCityPick } from '../public/travelCity'
import { TravelApplyFormStore } from '../stores/TravelApplyFormStore'
import '../components/travelApply.scss'

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
  useTravelCityPick(root, [DEPART_PICK, CITY_PICK], (city, purpose) =>
    purpose === DEPART_PICK ? store.set({ departCity: city.CityName }) : store.set({ citiesText: [...store.cities, city.CityName].join('、') }),
  )
  const save = (submit: boolean) => saveThenOpen((s) => store.save(s), submit, (m) => root.ui.toast(m), 'bill/travelApply/detail')

  return (
    <PageLayout title='新建出差申请'>
      <View className='travel-apply-page'>
        <View className='travel-apply-form'>
          <FormRow label='出差事由'>
            <Input className='travel-apply-form__input' value={store.reason} maxlength={100} placeholder='如：拜访客户' onInput={(e) => store.set({ reason: e.detail.value })} />
            <CharCount value={store.reason} max={100} />
          </FormRow>
          <FormRow label='出发城市'>
            <Input className='travel-apply-form__input' value={store.departCity} maxlength={20} placeholder='如：北京' onInput={(e) => store.set({ departCity: e.detail.value })} />
            <Text className='travel-apply-form__clear' onClick={() => openTravelCityPicker(root, DEPART_PICK, { title: '选择出发城市', selected: store.departCity })}>选择</Text>
          </FormRow>
          <FormRow label='出差城市'>
            <Input className='travel-apply-form__input' value={store.citiesText} placeholder='多个城市用顿号分隔' onInput={(e) => store.set({ citiesText: e.detail.value })} />
            <Text className='travel-apply-form__clear' onClick={() => openTravelCityPicker(root, CITY_PICK, { title: '添加出差城市' })}>添加</Text>
          </FormRow>
          <View className='travel-apply-form__row'>
            <Text className='travel-apply-form__label'>补申请</Text>
            <View className='travel-apply-chips'>
              <Text className={`travel-apply-chip${store.isAfterTheFact ? ' travel-apply-chip--on' : ''}`} onClick={() => store.setAfterTheFact(!store.isAfterTheFact)}>
                出差已结束，补申请
              </Text>
            </View>
          </View>
          <DateRow label='出发日期' value={store.startDate} start={earliestApplicationDate(todayWire(), store.isAfterTheFact)} onChange={(startDate) => store.set({ startDate })} />
          <DateRow label='返回日期' value={store.endDate} start={store.startDate} onChange={(endDate) => store.set({ endDate })} />
          {store.cities.length > 1
            ? store.cities.map((city) => (
                <View key={city} className='travel-apply-city-days'>
                  <DateRow label={`${city} 起`} value={store.cityDays[city]?.startDate || '请选择'} start={store.startDate} onChange={(startDate) => store.setCityDay(city, { startDate })} />
                  <DateRow label={`${city} 止`} value={store.cityDays[city]?.endDate || '请选择'} start={store.cityDays[city]?.startDate || store.startDate} onChange={(endDate) => store.setCityDay(city, { endDate })} />
                </View>
              ))
            : null}
          {store.isAfterTheFact ? <Text className='travel-apply-form__hint'>补申请适用于已结束、未提前申请的出差（结束后30天内），审批通过后可申领出差补贴</Text> : null}
          <FormRow label='预估费用(元)'>
            <Input className='travel-apply-form__input' type='digit' value={store.budgetYuan} placeholder='如：3000' onInput={(e) => store.set({ budgetYuan: e.detail.value })} />
          </FormRow>
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

export default observer(TravelApplyCreateScreen)

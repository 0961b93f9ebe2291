import { Input, Text, View } from '@tarojs/components'
import { DAILY_CATEGORIES } from '@domain/travelApply/dailyApply'
import { observer } from 'mobx-react'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { DateRow, DraftOrSubmitBar, FormError } from '../components/ApplyFormParts'
import { ChoiceChips, FormRow } from '../components/FormRow'
import { saveThenOpen } from '../components/saveThenOpen'
import { openTravelCityPicker, useTravelCityPick } from '../public/travelCity'
import { DailyApplyFormStore } from '../stores/DailyApplyFormStore'
import '../components/travelApply.scss'

const CITY_PICK = 'dailyApply-city'

/** 新建日常申请 (bill/dailyApply/create): an expense approved before it happens; draft or submit. */
function DailyApplyCreateScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(
    () => new DailyApplyFormStore({ api: createTravelApplyApi(root.request), now: () => Date.now(), createReqId: () => createReqId(), toast: (m) => root.ui.toast(m) }),
  )
  useTravelCityPick(root, CITY_PICK, (city) => store.set({ cityName: city.CityName }))
  const save = (submit: boolean) => saveThenOpen((s) => store.save(s), submit, (m) => root.ui.toast(m), 'bill/dailyApply/detail')

  return (
    <PageLayout title='新建日常申请'>
      <View className='travel-apply-page'>
        <View className='travel-apply-form'>
          <View className='travel-apply-form__row travel-apply-form__row--block'>
            <Text className='travel-apply-form__label'>申请类型</Text>
            <ChoiceChips choices={DAILY_CATEGORIES} value={store.category} onChoose={(category) => store.set({ category })} />
          </View>
          <FormRow label='申请事由'>
            <Input className='travel-apply-form__input' value={store.reason} maxlength={100} placeholder='如：宴请华南区客户' onInput={(e) => store.set({ reason: e.detail.value })} />
          </FormRow>
          <FormRow label='发生城市'>
            <Text className='travel-apply-form__input travel-apply-form__pick' onClick={() => openTravelCityPicker(root, CITY_PICK, { title: '选择发生城市', selected: store.cityName })}>
              {store.cityName || '选填，点击选择'}
            </Text>
            {store.cityName ? <Text className='travel-apply-form__clear' onClick={() => store.set({ cityName: '' })}>清除</Text> : null}
          </FormRow>
          <DateRow label='开始日期' value={store.startDate} onChange={(startDate) => store.set({ startDate })} />
          <DateRow label='结束日期' value={store.endDate} start={store.startDate} onChange={(endDate) => store.set({ endDate })} />
          <FormRow label='预计金额(元)'>
            <Input className='travel-apply-form__input' type='digit' value={store.budgetYuan} placeholder='如：1500' onInput={(e) => store.set({ budgetYuan: e.detail.value })} />
          </FormRow>
          <FormRow label='备注'>
            <Input className='travel-apply-form__input' value={store.remark} maxlength={200} placeholder='选填' onInput={(e) => store.set({ remark: e.detail.value })} />
          </FormRow>
          <FormError message={store.errorMessage} />
        </View>
      </View>
      <DraftOrSubmitBar busy={store.isSubmitting} onSave={(submit) => void save(submit)} />
    </PageLayout>
  )
}

export default observer(DailyApplyCreateScreen)

import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { CharCount } from '@/ui/CharCount'
import { todayWire } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { InfoRow } from '@/ui/InfoRow'
import { formatFen } from '@/core/format/money'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { linkTo } from '@/routes/link'
import { imageAlt } from '@/ui/a11y'
import '../components/expense.scss'
import { costDraftQueue } from '../offline/costDraftQueue'
import { CostFormStore } from '../stores/CostFormStore'
import { costTypeSession } from '../stores/expenseSessions'
import { openTravelCityPicker, useTravelCityPick } from '../../travel-apply/public'
import { expenseApiOf } from './useExpenseApi'

const CITY_PURPOSE = 'cost-city'

/** 编辑费用 (expenseControl/editCost, bill/editCost, bill/showCost): record or edit a cost with its invoice photos. */
function CostEditScreen({ query, variant }: ScreenProps<'expense' | 'bill' | 'show'>) {
  const root = useStores()
  const today = todayWire()
  const store = useStore(() => {
    const api = expenseApiOf(root)
    return new CostFormStore(api, today, query.costId ?? '', { kept: root.offline, drafts: costDraftQueue(root, api) })
  })
  useShown(() => {
    const type = costTypeSession(root).take('cost-form')
    if (type) store.set('costTypeId', type.CostTypeId)
    return store.load.isReady ? undefined : store.fetch()
  })
  // bill/editCost picks the city from 选择出差城市 (bill/travelCity); the other variants type it.
  useTravelCityPick(root, CITY_PURPOSE, (city) => store.set('cityName', city.CityName))
  const pickType = () => {
    costTypeSession(root).open('cost-form', { selected: store.costTypeId })
    openRoute('expenseControl/costTypeList', { pick: '1' })
  }

  const addImages = async () => {
    let paths: string[]
    try {
      paths = (await Taro.chooseImage({ count: store.remainingSlots, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFilePaths
    } catch {
      return // the member cancelled
    }
    await store.addAttachments(paths)
  }

  const save = async () => {
    if (!(await store.save())) return
    if (store.isQueued) void root.outbox.flush()
    root.ui.toast(store.isQueued ? '网络不可用，已存到本机，联网后自动提交' : '已保存')
    backOr(linkTo('expenseControl/costList'))
  }

  return (
    <PageLayout title='编辑费用'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {store.claimed ? (
          <View className='expense cost-form cost-form--claimed'>
            <Text className='expense__error cost-form__claimed'>{`${store.claimed.text} · 报销单 ${store.claimed.billNo}，不能修改`}</Text>
            <InfoRow label='费用类型' value={store.claimed.typeName} />
            <InfoRow label='金额' value={formatFen(store.claimed.amountFen)} />
            <InfoRow label='消费日期' value={store.costDate} />
            {store.cityName ? <InfoRow label='城市' value={store.cityName} /> : null}
            {store.remark ? <InfoRow label='备注' value={store.remark} /> : null}
            <View className='expense__images'>
              {store.attachments.map((url, index) => (
                <Image key={url} className='expense__image' src={url} mode='aspectFill' {...imageAlt(`发票照片 ${index + 1}`)} />
              ))}
            </View>
          </View>
        ) : (
        <View className='expense cost-form'>
          <Text className='expense__label'>费用类型</Text>
          <View className='expense__chips'>
            {store.choosableTypes.map((type) => (
              <Text
                key={type.CostTypeId}
                className={`expense__chip${type.CostTypeId === store.costTypeId ? ' expense__chip--on' : ''}`}
                onClick={() => store.set('costTypeId', type.CostTypeId)}
              >
                {type.Name}
              </Text>
            ))}
          </View>
          <Text className='expense__link cost-form__types' onClick={pickType}>
            {store.typeName ? `已选：${store.typeName}，` : ''}按分类查看全部类型 〉
          </Text>
          <Text className='expense__label'>金额（元）</Text>
          <Input className='expense__input cost-form__amount' type='digit' value={store.amountText} placeholder='请输入金额' onInput={(e) => store.set('amountText', e.detail.value)} />
          <Text className='expense__label'>消费日期</Text>
          <DateTimePicker mode='date' value={store.costDate} end={today} title='消费日期' onChange={(value) => store.set('costDate', String(value))}>
            <View className='expense__input cost-form__date'>{store.costDate || '请选择日期'}</View>
          </DateTimePicker>
          <Text className='expense__label'>城市</Text>
          {variant === 'bill' ? (
            <View className='expense__input cost-form__city cost-form__city-pick' onClick={() => openTravelCityPicker(root, CITY_PURPOSE, { title: '选择消费城市', selected: store.cityName })}>
              {store.cityName || '选择消费城市（选填）〉'}
            </View>
          ) : (
            <Input className='expense__input cost-form__city' value={store.cityName} maxlength={40} placeholder='消费城市（选填）' onInput={(e) => store.set('cityName', e.detail.value)} />
          )}
          {variant === 'bill' && store.cityName ? (
            <Text className='expense__link cost-form__city-clear' onClick={() => store.set('cityName', '')}>
              清除城市
            </Text>
          ) : null}
          <Text className='expense__label'>备注</Text>
          <Textarea className='expense__input cost-form__remark' value={store.remark} maxlength={200} placeholder='费用说明（选填）' onInput={(e) => store.set('remark', e.detail.value)} />
          <CharCount value={store.remark} max={200} />
          {store.costId ? (
            <Text className='expense__link cost-form__invoices' onClick={() => openRoute('expenseControl/editInvoice', { costId: store.costId })}>
              发票信息（扫码识别或手工录入）〉
            </Text>
          ) : null}
          <Text className='expense__label'>发票照片（{store.attachments.length + store.localPhotos.length}/9）</Text>
          <View className='expense__images'>
            {store.attachments.map((url, index) => (
              <Image key={url} className='expense__image' src={url} mode='aspectFill' onLongPress={() => store.removeAttachment(index)} {...imageAlt(`发票照片 ${index + 1}`)} />
            ))}
            {store.localPhotos.map((path, index) => (
              <Image key={`local-${index}`} className='expense__image expense__image--local' src={path} mode='aspectFill' onLongPress={() => store.removeLocalPhoto(index)} {...imageAlt(`发票照片 ${store.attachments.length + index + 1}（待上传）`)} />
            ))}
            {store.remainingSlots > 0 ? (
              <View className='expense__add-image' onClick={() => void addImages()}>
                {store.isUploading ? '上传中...' : '+ 添加发票'}
              </View>
            ) : null}
          </View>
          <Text className='expense__error'>{store.errorMessage}</Text>
        </View>
        )}
      </StateView>
      {store.claimed ? null : (
        <View className='expense__bar'>
          <AtButton className='expense__bar-button' type='primary' loading={store.isSaving} disabled={store.isSaving || store.isUploading} onClick={save}>
            {store.isSaving ? '保存中...' : '保存'}
          </AtButton>
        </View>
      )}
    </PageLayout>
  )
}

export default observer(CostEditScreen)

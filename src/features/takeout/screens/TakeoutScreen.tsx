import type { TakeoutAddress } from '@api/takeout'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { appConfigOf } from '../../appConfig/public'
import { CostAttribution, CostConfirmation, createCostsApi, useBookingCharge } from '../../costs/public'
import { openRoute } from '../../shared/navigation'
import { createTakeoutApi } from '../api/takeoutApi'
import { mealStandardText } from '../domain/mealStandard'
import { TakeoutStore } from '../stores/TakeoutStore'
import TakeoutOrderDetail from './TakeoutOrderDetail'
import '../components/takeout.scss'
import { fenToPrice } from '@domain/money/money'

/** The provider's menu page is titled for what it is (the web page's own title is 在线客服). */
const MENU_TITLE = '外卖点餐'
const FIELDS: { field: keyof TakeoutAddress; label: string; placeholder: string; maxlength: number }[] = [
  { field: 'Contact', label: '联系人', placeholder: '收餐人姓名', maxlength: 30 },
  { field: 'Phone', label: '手机号', placeholder: '收餐人手机号', maxlength: 11 },
  { field: 'CityName', label: '城市', placeholder: '如 上海', maxlength: 30 },
  { field: 'Address', label: '送餐地址', placeholder: '街道、楼宇、楼层门牌', maxlength: 120 },
]

/** Booking takeout: the meal standard, where to deliver, then the provider's menu. */
const TakeoutBooking = observer(function TakeoutBooking({ variant }: { variant: 'v1' | 'v3' }) {
  const root = useStores()
  const config = appConfigOf(root)
  const store = useStore(
    () =>
      new TakeoutStore(createTakeoutApi(root.request), () => createReqId(), (message) => root.ui.toast(message), {
        costs: createCostsApi(root.request),
        projectCenterSecondaryConfirmation: () => config.config.projectCenterSecondaryConfirmation,
      }),
  )
  useShown(() => Promise.all([store.open(), config.ensure()]))
  const openCostPicker = useBookingCharge(root, store.charge, 'takeout')
  const info = store.info
  const go = async (costConfirmed = false) => {
    const url = await store.submit({ costConfirmed })
    if (url) openRoute('index/iframeWeb', { paramUrl: url, title: MENU_TITLE })
  }
  return (
    <PageLayout title='外卖'>
      <PullToRefresh onRefresh={() => store.open()}>
        <View className='takeout-page'>
          <StateView state={store.load} onRetry={() => void store.open()} isEmpty={info !== null && !info.CanOrder} emptyText='您没有点外卖的权限，请联系企业管理员'>
            {info ? (
              <View>
                <Section title='今日餐标'>
                  <Text className='takeout-standard'>{mealStandardText(info)}</Text>
                  <Text className='takeout-rule'>{info.Rule}</Text>
                </Section>
                {store.preOrder?.Status === 'ordered' ? (
                  <Section title='已下单'>
                    <Text className='takeout-ordered'>订单 {store.preOrder.OrderNo} 已提交，{fenToPrice(store.preOrder.AmountFen)}，由企业统一结算</Text>
                    <AtButton size='small' onClick={() => openRoute(variant === 'v1' ? 'takeOutFood/index' : 'product3.0/takeout/index', { orderNo: store.preOrder?.OrderNo ?? '' })}>查看订单</AtButton>
                  </Section>
                ) : null}
                {store.preOrder?.Status === 'open' ? (
                  <Section title='点餐中'>
                    <Text className='takeout-rule'>已为您打开商家页面，下单后返回此页查看订单</Text>
                    <AtButton size='small' onClick={() => openRoute('index/iframeWeb', { paramUrl: store.preOrder?.DetailUrl ?? '', title: MENU_TITLE })}>继续点餐</AtButton>
                  </Section>
                ) : null}
                <Section title='送餐信息'>
                  {FIELDS.map((f) => (
                    <View key={f.field} className='takeout-field'>
                      <Text className='takeout-field__label'>{f.label}</Text>
                      <Input className='takeout-field__input' placeholder={f.placeholder} maxlength={f.maxlength} value={store.form.address[f.field]}
                        onInput={(e) => store.setAddress(f.field, e.detail.value)} />
                    </View>
                  ))}
                </Section>
                <Section title='预订信息'>
                  <View className='takeout-field'>
                    <Text className='takeout-field__label'>预计消费(元)</Text>
                    <Input className='takeout-field__input' type='digit' placeholder='含配送费' value={store.form.budgetYuan}
                      onInput={(e) => store.setBudget(e.detail.value)} onBlur={() => void store.checkStandard()} />
                  </View>
                  {store.verdict ? (
                    <Text className={`takeout-verdict${store.verdict.IsOverStandard ? ' takeout-verdict--over' : ''}`}>
                      {store.verdict.IsOverStandard ? store.verdict.Rule : '在餐标内'}
                    </Text>
                  ) : null}
                  {store.step === 'reason' ? (
                    <View>
                      <Text className='takeout-field__label'>超标原因</Text>
                      <View className='takeout-chips'>
                        {store.reasons.map((r) => (
                          <Text key={r.Code} className={`takeout-chip${store.form.reasonCode === r.Code ? ' takeout-chip--on' : ''}`} onClick={() => store.setReason(r.Code)}>
                            {r.Text}
                          </Text>
                        ))}
                      </View>
                      {store.form.reasonCode === '9' ? (
                        <Input className='takeout-field__input takeout-reason' maxlength={200} placeholder='请填写超标原因' value={store.form.reason}
                          onInput={(e) => store.setReasonText(e.detail.value)} />
                      ) : null}
                    </View>
                  ) : null}
                </Section>
                <Section title='费用归属'>
                  <CostAttribution store={store.charge} onPick={openCostPicker} />
                </Section>
                {store.errorMessage ? <Text className='takeout-error'>{store.errorMessage}</Text> : null}
                <AtButton type='primary' className='takeout-go' loading={store.isSubmitting} disabled={store.isSubmitting || store.step === 'blocked'} onClick={() => void go()}>
                  去点餐
                </AtButton>
              </View>
            ) : null}
          </StateView>
        </View>
      </PullToRefresh>
      <CostConfirmation store={store.charge} onConfirm={() => void go(true)} />
    </PageLayout>
  )
})

/** 外卖 (/pages/takeOutFood/index, /pages/product3.0/takeout/index): booking; with ?orderNo the takeout order's detail (decision 0422). */
export default function TakeoutScreen({ variant, query }: ScreenProps<'v1' | 'v3'>) {
  return query.orderNo ? <TakeoutOrderDetail orderNo={query.orderNo} /> : <TakeoutBooking variant={variant ?? 'v3'} />
}

import { Picker, Text, View } from '@tarojs/components'
import type { GetNationalityListData } from '@api/b2b'
import { useEffect } from 'react'
import { dataOf } from '../../shared/api/requestFn'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { DOCUMENT_NAMES } from '@domain/travellers/passenger'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { openRoute } from '../../shared/navigation'
import { useStore } from '../../shared/hooks/useStore'
import { useShown } from '../../shared/hooks/useShown'
import { appConfigOf } from '../../appConfig/public'
import { CostAttribution, CostConfirmation, createCostsApi, useBookingCharge } from '../../costs/public'
import { applyBillSession, createTravelApplyApi, openApplyBillPicker, travelApplyLine } from '../../travel-apply/public'
import { FieldRow } from '../components/Rows'
import { flightRoute, lineOf } from '../domain/flightRoutes'
import { useFlight } from '../hooks'
import { FlightOrderFormStore, MAX_FLIGHT_PASSENGERS } from '../stores/FlightOrderFormStore'
import { createSavedDocuments, openTravellerPicker, useTravellerPick } from '../../travellers/public'
import { InsuranceChoice, insuranceOffers, insurancePremiumFen, requestOrderInsurance } from '../../insurance/public/orderInsurance'
import '../components/flight.scss'

const PURPOSE = 'flightOrder'
const REASONS = ['时间合适的航班已无差标内舱位', '客户或会议安排', '临时出差，差标内舱位已售完', '其他原因']

type Variant = 'oneWay' | 'roundTrip' | 'international' | 'v2' | 'v3' | 'finance-oneWay' | 'finance-roundTrip'

/**
 * 填写订单 (writeOrderDc one-way, writeOrderWf round trip, writeOrderInternational, product2.0/3.0 writeOrder;
 * the finance variants require a cost centre): the passenger, contact, cost attribution, the standard's verdict and reason.
 */
function FlightOrderWriteScreen({ variant }: ScreenProps<Variant>) {
  const line = lineOf(variant)
  const isFinance = (variant ?? '').startsWith('finance')
  const { root, flow, api } = useFlight()
  const member = root.settings.MemberInfo
  const appConfig = appConfigOf(root)
  const saved = useStore(() => createSavedDocuments(root))
  const store = useStore(
    () =>
      new FlightOrderFormStore({
        api,
        flow,
        member: { name: member.CustomerName || member.MemberName, phone: root.settings.phone, memberId: member.MemberId },
        createReqId: () => createReqId(),
        requireCostCenter: isFinance,
        requestInsurance: (orderNo, codes, reqId) => requestOrderInsurance(root.request, orderNo, codes, reqId),
        nationalities: () => dataOf(root.request<GetNationalityListData>('b2b', 'Common/GetNationalityList', {})),
        costs: createCostsApi(root.request),
        travelApplies: createTravelApplyApi(root.request),
        projectCenterSecondaryConfirmation: () => appConfig.config.projectCenterSecondaryConfirmation,
        journeyBizNo: root.settings.journeyBizNo,
        saved,
      }),
  )
  useEffect(() => void Promise.all([store.loadNationalities(), saved.load()]), [store, saved])
  useTravellerPick(root, PURPOSE, (travellers) => store.setTravellers(travellers))
  useShown(() => {
    const picked = applyBillSession(root).take(PURPOSE)
    if (picked !== undefined) store.application.set(picked)
    return Promise.all([store.charge.modules.length === 0 ? store.loadSetup() : undefined, appConfig.ensure()])
  })
  const openCostPicker = useBookingCharge(root, store.charge, PURPOSE)

  if (store.segments.length === 0) {
    return (
      <PageLayout title='填写订单'>
        <View className='state-view'>
          <Text className='state-view__text'>航班信息已失效，请重新选择</Text>
          <AtButton size='small' onClick={() => openRoute(flightRoute('index', line))}>重新搜索</AtButton>
        </View>
      </PageLayout>
    )
  }

  const submit = async (costConfirmed = false) => {
    const next = await store.submit({ costConfirmed })
    if (!next) return
    if (next.insuranceError) root.ui.toast(next.insuranceError)
    void Taro.redirectTo({ url: linkTo(next.kind === 'pay' ? flightRoute('pay') : flightRoute('orderDetail'), { orderNo: next.orderNo }) })
  }

  return (
    <PageLayout title={isFinance ? '填写订单（财务）' : '填写订单'}>
      <View className='flight-page'>
        {store.segments.map((s, i) => (
          <View key={s.fare.FareId} className='flight-section'>
            <Text className='flight-section__title'>
              {store.segments.length > 1 ? (i === 0 ? '去程 ' : '返程 ') : ''}{s.flight.DepartTime.slice(5)} {s.flight.AirlineName}{s.flight.FlightNo}
            </Text>
            <Text className='flight-muted'>
              {s.flight.DepartAirportName}{s.flight.DepartTerminal} → {s.flight.ArriveAirportName}{s.flight.ArriveTerminal} · {s.fare.CabinName} · 票价{formatFen(s.fare.PriceFen)} + 税费{formatFen(s.fare.TaxFen)}
            </Text>
            {s.fare.IsOverStandard ? <View><Text className='flight-over'>超标：{s.fare.OverStandardText}</Text></View> : null}
          </View>
        ))}
        <View className='flight-section flight-passengers'>
          <View className='flight-row'>
            <Text className='flight-section__title'>乘机人（{store.passengers.length}/{MAX_FLIGHT_PASSENGERS}）</Text>
            <Text
              className='flight-link flight-pick-travellers'
              onClick={() => openTravellerPicker(root, PURPOSE, { selected: store.travellers, max: MAX_FLIGHT_PASSENGERS, includePassengers: true })}
            >
              + 选择乘机人
            </Text>
          </View>
          {store.passengers.map((p, index) => (
            <View key={p.key} className='flight-passenger'>
              <View className='flight-row'>
                <Text className='flight-passenger__title'>乘机人{index + 1}{p.traveller.kind === 'self' ? '（本人）' : ''}</Text>
                {store.passengers.length > 1 ? (
                  <Text className='flight-muted flight-passenger__remove' onClick={() => store.removeTraveller(p.key)}>移除</Text>
                ) : null}
              </View>
              <FieldRow label='姓名' value={p.name} placeholder={p.namePlaceholder} onInput={(name) => store.setPassenger({ name }, p.key)} />
              <View className='flight-chips'>
                {store.documentChoices.map((t) => (
                  <Text key={t} className={`flight-chip${p.idType === t ? ' flight-chip--on' : ''}`} onClick={() => store.setPassenger({ idType: t }, p.key)}>{DOCUMENT_NAMES[t]}</Text>
                ))}
              </View>
              {p.documentTypeProblem ? <View><Text className='flight-over flight-document-problem'>{p.documentTypeProblem}</Text></View> : null}
              <FieldRow label='证件号' value={p.idNo} placeholder={`请填写${DOCUMENT_NAMES[p.idType] ?? '证件'}号`} type={p.idType === 1 ? 'idcard' : 'text'} maxlength={18} onInput={(idNo) => store.setPassenger({ idNo }, p.key)} />
              {store.isInternational ? (
                <Picker
                  mode='selector'
                  range={store.nationalities.map((n) => n.Name)}
                  value={Math.max(0, store.nationalities.findIndex((n) => n.Code === p.nationality))}
                  onChange={(e) => store.setNationality(store.nationalities[Number(e.detail.value)]?.Code ?? p.nationality, p.key)}
                >
                  <View className='flight-row flight-nationality'>
                    <Text className='flight-row__label'>国籍</Text>
                    <Text className='flight-row__value'>{store.nationalityNameOf(p.nationality)} ›</Text>
                  </View>
                </Picker>
              ) : null}
              <FieldRow label='手机号' value={p.phone} placeholder='接收航变通知' type='number' maxlength={11} onInput={(phone) => store.setPassenger({ phone }, p.key)} />
            </View>
          ))}
        </View>
        <View className='flight-section'>
          <Text className='flight-section__title'>联系人</Text>
          <FieldRow label='姓名' value={store.contact.name} placeholder='联系人姓名' onInput={(name) => store.setContact({ name })} />
          <FieldRow label='手机号' value={store.contact.phone} placeholder='接收出票通知' type='number' maxlength={11} onInput={(phone) => store.setContact({ phone })} />
        </View>
        <View className='flight-section'>
          <Text className='flight-section__title'>费用归属</Text>
          <CostAttribution store={store.charge} onPick={openCostPicker} />
          <View
            className='flight-row flight-travel-apply'
            onClick={() => {
              if (!store.application.canChange) return root.ui.toast('企业不允许更换出差申请单')
              const { startDate, endDate, cityName } = store.trip
              openApplyBillPicker(root, PURPOSE, { Product: 'flight', CityName: cityName, StartDate: startDate, EndDate: endDate, selected: store.application.apply?.ApplyNo })
            }}
          >
            <Text className='flight-row__label'>出差申请单</Text>
            <Text className='flight-row__value'>{store.application.apply ? travelApplyLine(store.application.apply) : store.application.isRequired ? '必选' : '选填'} ›</Text>
          </View>
        </View>
        {store.needsReason ? (
          <View className='flight-section'>
            <Text className='flight-section__title'>超标原因</Text>
            {REASONS.map((r) => (
              <Text key={r} className={`flight-reason${store.overReason === r ? ' flight-reason--on' : ''}`} onClick={() => store.setOverReason(r)}>{r}</Text>
            ))}
            <FieldRow label='其他' value={REASONS.includes(store.overReason) ? '' : store.overReason} placeholder='请填写超标原因' onInput={(text) => store.setOverReason(text)} />
          </View>
        ) : null}
        <InsuranceChoice offers={insuranceOffers(5)} chosen={store.insurance} onToggle={(code) => store.toggleInsurance(code)} />
        {store.submitError ? <View className='state-view__notice'>{store.submitError}</View> : null}
        <View className='flight-footer-space' />
        <View className='flight-footer'>
          <Text className='flight-footer__amount'>
            {formatFen(store.totalFen)}
            {store.insurance.length > 0 ? <Text className='flight-muted'> 保险{formatFen(insurancePremiumFen(store.insurance, store.passengers.length, store.segments.length))}由企业支付</Text> : null}
          </Text>
          <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
            提交订单
          </AtButton>
        </View>
      </View>
      <CostConfirmation store={store.charge} onConfirm={() => void submit(true)} />
    </PageLayout>
  )
}

export default observer(FlightOrderWriteScreen)

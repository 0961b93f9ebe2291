import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { TrainSeatCode } from '@api/train'
import { createReqId } from '@/core/http/ids'
import { isBerthClass } from '@domain/train/seatPreference'
import { InsuranceChoice, insuranceOffers, insurancePremiumFen, requestOrderInsurance } from '../../insurance/public/orderInsurance'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { controlLabel } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { CostConfirmation, createCostsApi, openCostPicker, useCostPick, type CostPickKind } from '../../costs/public'
import { appConfigOf } from '../../appConfig/public'
import { applyBillSession, createTravelApplyApi, openApplyBillPicker, travelApplyLine } from '../../travel-apply/public'
import { createSavedDocuments, openTravellerPicker, selfTraveller, travellerKey, useTravellerPick } from '../../travellers/public'
import { createTrainApi } from '../api/trainApi'
import { berthFareNote, durationText, seatNote } from '../domain/seatLabels'
import { MAX_TRAIN_PASSENGERS, TrainOrderFormStore } from '../stores/TrainOrderFormStore'
import { createRailAccountApi } from '../api/railAccountApi'
import { RailBookingSection } from '../components/RailBookingSection'
import { RailBookingStore } from '../stores/RailBookingStore'
import '../components/train.scss'

const PURPOSE = 'trainOrder'

/**
 * 填写订单 (/pages/train/writeOrder/writeOrder, the product2.0/3.0 forms, and writeOrder/financeOrderWrite where the
 * cost centre is required): travellers with their ID numbers, contact, cost centre, project, travel application,
 * the travel standard's verdict, total, submit then pay.
 */
function TrainOrderWriteScreen({ query, variant }: ScreenProps<'v1' | 'v2' | 'v3' | 'finance'>) {
  const root = useStores()
  const isFinance = variant === 'finance'
  const appConfig = appConfigOf(root)
  const rail = useStore(() => new RailBookingStore(createRailAccountApi(root.request)))
  const saved = useStore(() => createSavedDocuments(root))
  const store = useStore(
    () =>
      new TrainOrderFormStore(
        { trainNo: query.trainNo ?? '', date: query.date ?? '', fromCode: query.fromCode ?? '', toCode: query.toCode ?? '', seatCode: (query.seatCode ?? 'O') as TrainSeatCode },
        selfTraveller(root),
        {
          api: createTrainApi(root.request),
          createReqId: () => createReqId(),
          costs: createCostsApi(root.request),
          travelApplies: createTravelApplyApi(root.request),
          requireCostCenter: isFinance,
          projectCenterSecondaryConfirmation: () => appConfig.config.projectCenterSecondaryConfirmation,
          rail,
          saved,
          requestInsurance: (orderNo, codes, reqId) => requestOrderInsurance(root.request, orderNo, codes, reqId),
        },
      ),
  )
  useShown(() => {
    const picked = applyBillSession(root).take(PURPOSE)
    if (picked !== undefined) store.setTravelApply(picked)
    if (store.train) return undefined
    void rail.fetch()
    void saved.load()
    void appConfig.ensure()
    return store.fetch().then((ok) => (ok ? Promise.all([store.loadCostSetup(), store.loadTravelApplies()]) : undefined))
  })
  useTravellerPick(root, PURPOSE, (travellers) => store.setTravellers(travellers))
  useCostPick(root, 'costCenter', PURPOSE, (item) => store.setCostCenter(item))
  useCostPick(root, 'project', PURPOSE, (item) => store.setProject(item))
  const costRow = (kind: CostPickKind, type: 'costCenter' | 'project', label: string, value: string, selectedId: string) => {
    const module = store.moduleOf(type)
    if (!(module && !module.IsHide) && !(kind === 'costCenter' && isFinance)) return null
    return (
      <View className={`train-row train-cost-${kind}`} onClick={() => openCostPicker(root, kind, PURPOSE, { selectedId })}>
        <Text className='train-row__label'>{label}</Text>
        <Text>{value || module?.Placeholder || (module?.IsRequire || isFinance ? '必选' : '选填')} ›</Text>
      </View>
    )
  }
  const { train, seat } = store
  const submit = async (costConfirmed = false) => {
    const orderNo = await store.submit({ costConfirmed })
    if (orderNo && store.insuranceError) root.ui.toast(store.insuranceError)
    if (orderNo) openRoute('payment/pay', { orderNo })
    else if (store.error) root.ui.toast(store.error)
  }

  return (
    <PageLayout title={isFinance ? '填写订单（财务）' : '填写订单'}>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!train} emptyText='该车次已不可预订，请返回重新选择'>
        {train && seat ? (
          <View className='train-page'>
            <View className='train-section'>
              <View className='train-card__times'>
                <View>
                  <Text className='train-card__time'>{train.DepartTime}</Text>
                  <View className='train-card__station'>{train.FromStationName}</View>
                </View>
                <View className='train-card__middle'>
                  <View>{train.TrainNo}</View>
                  <View>{durationText(train.DurationMinutes)}</View>
                </View>
                <View style={{ textAlign: 'right' }}>
                  <Text className='train-card__time'>{train.ArriveTime}</Text>
                  <View className='train-card__station'>{train.ToStationName}</View>
                </View>
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>出发日期</Text>
                <Text>{store.choice.date}</Text>
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>席别</Text>
                <Text className='train-seat-name'>
                  {seat.SeatName} {formatFen(seat.PriceFen)} {seatNote(seat.SeatName)}
                </Text>
              </View>
              {berthFareNote(seat.SeatName) ? <View className='train-note train-berth-fare-note'>{berthFareNote(seat.SeatName)}</View> : null}
            </View>
            <RailBookingSection store={rail} onRefused={(message) => root.ui.toast(message)} />
            <View className={`train-section${rail.isRail ? ' train-hidden' : ''}`}>
              <View className='train-row'>
                <Text className='train-row__label'>乘车人（{store.travellers.length}/{MAX_TRAIN_PASSENGERS}）</Text>
                <Text className='train-link train-pick-travellers' onClick={() => openTravellerPicker(root, PURPOSE, { selected: store.travellers, max: MAX_TRAIN_PASSENGERS, includePassengers: true })}>
                  + 选择乘车人
                </Text>
              </View>
              {store.travellers.map((traveller) => (
                <View key={travellerKey(traveller)} className='train-traveller'>
                  <View className='train-row'>
                    <Text className='train-traveller__name'>
                      {traveller.name}
                      {traveller.departmentName ? <Text className='train-note'> {traveller.departmentName}</Text> : null}
                    </Text>
                    {store.travellers.length > 1 ? (
                      <Text className='train-note train-traveller__remove' onClick={() => store.removeTraveller(travellerKey(traveller))}>
                        移除
                      </Text>
                    ) : null}
                  </View>
                  <View className='train-row'>
                    <Text className='train-row__label'>身份证号</Text>
                    <Input
                      className='train-input train-passenger-id'
                      value={store.idNoOf(traveller)}
                      maxlength={18}
                      placeholder={traveller.kind === 'colleague' ? '已登记证件可不填' : '18位身份证号'}
                      onInput={(e) => store.setIdNo(traveller, e.detail.value)}
                    />
                  </View>
                  {store.seatOptions.length > 0 ? (
                    <View className='train-row train-seat-wish'>
                      <Text className='train-row__label'>{isBerthClass(store.choice.seatCode) ? '选铺' : '选座'}</Text>
                      <View className='train-chips'>
                        {store.seatOptions.map((option) => (
                          <Text
                            key={option.code}
                            className={`train-chip train-seat-wish__option${store.seatWishOf(traveller) === option.code ? ' train-chip--on' : ''}`}
                            onClick={() => store.toggleSeatWish(traveller, option.code)}
                          >
                            {option.label}
                          </Text>
                        ))}
                      </View>
                    </View>
                  ) : null}
                </View>
              ))}
              <View className='train-row'>
                <Text className='train-row__label'>联系人</Text>
                <Input className='train-input train-contact-name' value={store.contactName} placeholder='联系人姓名' onInput={(e) => store.setContact('name', e.detail.value)} />
              </View>
              <View className='train-row'>
                <Text className='train-row__label'>联系手机</Text>
                <Input {...controlLabel('联系手机')} className='train-input train-contact-phone' type='number' maxlength={11} value={store.contactPhone} onInput={(e) => store.setContact('phone', e.detail.value)} />
              </View>
            </View>
            <View className='train-section'>
              {costRow('costCenter', 'costCenter', '成本中心', store.costCenter?.name ?? '', store.costCenter?.id ?? '')}
              {costRow('project', 'project', '项目', store.project?.name ?? '', store.project?.id ?? '')}
              {store.charge.budgetNotes.length > 0 ? (
                <View className='cost-attribution__budget'>
                  {store.charge.budgetNotes.map((note) => (
                    <Text key={note.text} className={`budget-note${note.isOver ? ' budget-note--over' : ''}`}>
                      {note.text}
                    </Text>
                  ))}
                </View>
              ) : null}
              <View
                className='train-row train-travel-apply'
                onClick={() =>
                  openApplyBillPicker(root, PURPOSE, { Product: 'train', StartDate: store.choice.date, EndDate: store.choice.date, selected: store.travelApply?.ApplyNo })
                }
              >
                <Text className='train-row__label'>出差申请单</Text>
                <Text>{store.travelApply ? travelApplyLine(store.travelApply) : store.travelApplySettings?.NeedTravelForm ? '必选' : '选填'} ›</Text>
              </View>
              {store.error ? <View className='train-error'>{store.error}</View> : null}
            </View>
            {store.verdict ? (
              <View className='train-section train-policy'>
                <View className={store.verdict.status === 'over' ? 'train-error' : 'train-note'}>
                  {store.verdict.status === 'over' ? '超出差标：' : '符合差标：'}
                  {store.verdict.rule}
                </View>
                {store.verdict.cheapestCompliant ? (
                  <View className='train-note'>
                    差标内可选：{store.verdict.cheapestCompliant.seatClass} {formatFen(store.verdict.cheapestCompliant.priceFen)}
                  </View>
                ) : null}
                {store.verdict.status === 'over' && store.verdict.action !== 'block' ? (
                  <View className='train-row'>
                    <Text className='train-row__label'>超标原因</Text>
                    <Input className='train-input' value={store.reason} placeholder='请填写超标原因' maxlength={200} onInput={(e) => store.setReason(e.detail.value)} />
                  </View>
                ) : null}
              </View>
            ) : null}
            <InsuranceChoice offers={insuranceOffers(6)} chosen={store.insurance} onToggle={(code) => store.toggleInsurance(code)} />
            {store.seatOptions.length > 0 ? <View className='train-section train-note'>选座/选铺将尽量满足，无法满足时由12306随机分配，不影响出票。</View> : null}
            <View className='train-section train-note'>开车前8天以上退票免费，48小时至8天收5%，24至48小时收10%，24小时内收20%。</View>
            <View className='train-total'>
              <Text>
                合计 <Text className='train-total__fen'>{formatFen(store.totalFen)}</Text>
                {store.insurance.length > 0 ? <Text className='train-note'> 保险{formatFen(insurancePremiumFen(store.insurance, store.ticketCount))}由企业支付</Text> : null}
              </Text>
              <AtButton type='primary' size='small' className='train-submit' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
                提交订单
              </AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
      <CostConfirmation store={store.charge} onConfirm={() => void submit(true)} />
    </PageLayout>
  )
}

export default observer(TrainOrderWriteScreen)

import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, formatYuanShort } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { openOverReasonPicker, overReasonSession } from '../../policy/public'
import { applyBillSession, createTravelApplyApi, openApplyBillPicker, travelApplyLine } from '../../travel-apply/public'
import { createCostsApi, openCostPicker, useCostPick, type CostPickKind } from '../../costs/public'
import { openTravellerPicker, useTravellerPick } from '../../travellers/public'
import { appConfigOf } from '../../appConfig/public'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { Stepper } from '@/ui/Stepper'
import { BookingMembership } from '../../account/public'
import { FieldRow, LinkRow } from '../components/FieldRow'
import { GuestRooms } from '../components/GuestRooms'
import { StandardTag } from '../components/StandardTag'
import { checkLabel } from '../domain/compliantRate'
import { hotelRoute, lineOf, ORDER_ROUTES, type HotelLine } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { HotelOrderFormStore } from '../stores/HotelOrderFormStore'
import '../components/hotel.scss'

const PICK_PURPOSE = 'hotelOrder'

/** 填写订单 (writeOrder; variant 'finance' for financeOrderWrite: cost centre required). Reach-bottom 600. */
function HotelOrderWriteScreen({ variant }: ScreenProps<HotelLine | 'finance'>) {
  const line = lineOf(variant)
  const isFinance = variant === 'finance'
  const { root, flow, api } = useHotel()
  const appConfig = appConfigOf(root)
  const store = useStore(
    () =>
      new HotelOrderFormStore({
        api,
        costs: createCostsApi(root.request),
        travelApplies: createTravelApplyApi(root.request),
        cityName: flow.form.cityName,
        flow,
        clock: { now: () => Date.now() },
        createReqId: () => createReqId(),
        member: { name: root.settings.MemberInfo.CustomerName || root.settings.MemberInfo.MemberName, phone: root.settings.phone, memberId: root.settings.MemberInfo.MemberId },
        requireCostCenter: isFinance,
        projectCenterSecondaryConfirmation: () => appConfig.config.projectCenterSecondaryConfirmation,
        journeyBizNo: root.settings.journeyBizNo,
        toast: (message) => root.ui.toast(message),
      }),
  )
  useShown(() => {
    const picked = applyBillSession(root).take(PICK_PURPOSE)
    if (picked !== undefined) store.setTravelApply(picked)
    const reason = overReasonSession(root).take(PICK_PURPOSE)
    if (reason !== undefined) store.setOverReason(reason)
    return Promise.all([store.modules.length === 0 ? store.loadCostSetup() : undefined, store.loadTravelApplies(), appConfig.ensure()])
  })
  useTravellerPick(root, 'hotel', (travellers) => store.setTravellers(travellers))
  useCostPick(root, 'costCenter', 'hotel', (item) => {
    store.setCostCenter(item)
    void store.loadBudget()
  })
  useCostPick(root, 'project', 'hotel', (item) => {
    store.setProject(item)
    void store.loadBudget()
  })
  useCostPick(root, 'reason', 'hotel', (item) => store.setReason(item))
  const selection = store.selection
  const pickCost = (kind: CostPickKind, selectedId: string) => openCostPicker(root, kind, 'hotel', { selectedId })
  const costRow = (kind: CostPickKind, label: string, value: string, selectedId: string) => {
    const module = store.moduleOf(kind)
    if (!module || module.IsHide) return null
    return <LinkRow label={label} value={value || module.Placeholder || (module.IsRequire ? '必选' : '选填')} onClick={() => pickCost(kind, selectedId)} />
  }

  if (!selection) {
    return (
      <PageLayout title='填写订单'>
        <View className='state-view'>
          <Text className='state-view__text'>房型信息已失效，请重新选择</Text>
          <AtButton size='small' onClick={() => openRoute(hotelRoute('index', line))}>
            重新搜索
          </AtButton>
        </View>
      </PageLayout>
    )
  }

  const submit = async (costConfirmed = false) => {
    const next = await store.submit({ costConfirmed })
    if (!next) return
    const url = next.kind === 'pay' ? linkTo(ORDER_ROUTES.pay, { orderNo: next.orderNo }) : linkTo(ORDER_ROUTES.orderDetail, { orderNo: next.orderNo })
    void Taro.redirectTo({ url })
  }

  return (
    <PageLayout title={isFinance ? '填写订单（财务）' : '填写订单'}>
      <View className='hotel-page'>
        <View className='hotel-section'>
          <Text className='hotel-section__title'>{selection.hotelName}</Text>
          <Text className='hotel-card__meta'>
            {selection.arrivalDate} 至 {selection.departureDate} 共{store.nights}晚 · {selection.room.RoomName} · {selection.plan.RatePlanName}
          </Text>
          <Text className='hotel-card__meta'>{selection.plan.CancelPolicy.Description}</Text>
          <View>
            <StandardTag check={store.check} label={checkLabel(store.check)} />
            {store.check.capFen !== null ? <Text className='hotel-card__meta'> 差标¥{formatYuanShort(store.check.capFen)}/晚</Text> : null}
          </View>
          {store.check.status === 'over' && !selection.isPrivate ? <Text className='hotel-card__meta hotel-policy-rule'>{store.check.rule}</Text> : null}
          {store.compliantAlternative ? (
            <View className='hotel-row'>
              <Text className='hotel-card__meta'>
                符合差标：{store.compliantAlternative.room.RoomName} {formatFen(store.compliantAlternative.plan.AvgNightlyFen)}/晚
              </Text>
              <AtButton size='small' onClick={() => store.switchToCompliant()}>
                一键更换
              </AtButton>
            </View>
          ) : null}
          <View className='hotel-row'>
            <Text className='hotel-row__label'>房间数</Text>
            <Stepper
              label='房间数'
              min={1}
              max={Math.max(1, Math.min(10, selection.plan.RemainingRooms))}
              value={store.roomCount}
              onChange={(count) => {
                store.setRoomCount(count)
                void store.loadBudget()
              }}
            />
          </View>
        </View>
        <GuestRooms store={store} onPick={() => openTravellerPicker(root, 'hotel', { selected: store.travellers, max: store.maxTravellers, includePassengers: true })} />
        <View className='hotel-section'>
          <Text className='hotel-section__title'>联系人</Text>
          <FieldRow label='姓名' value={store.contact.name} placeholder='联系人姓名' onInput={(name) => store.setContact({ name })} />
          <FieldRow label='手机号' value={store.contact.phone} placeholder='用于接收订单通知' type='number' maxlength={11} onInput={(phone) => store.setContact({ phone })} />
          <FieldRow label='邮箱' value={store.contact.email} placeholder='选填' onInput={(email) => store.setContact({ email })} />
        </View>
        {!selection.isPrivate ? (
          <View className='hotel-section'>
            <Text className='hotel-section__title'>费用归属</Text>
            <LinkRow
              label='出差申请单'
              value={store.travelApply ? travelApplyLine(store.travelApply) : store.usableApplyCount > 0 ? `${store.usableApplyCount}个可用，请选择` : '选填'}
              onClick={() =>
                store.canChangeTravelApply
                  ? openApplyBillPicker(root, PICK_PURPOSE, { Product: 'hotel', CityName: flow.form.cityName, StartDate: selection.arrivalDate, EndDate: selection.departureDate, selected: store.travelApply?.ApplyNo })
                  : root.ui.toast('申请单不可更改')
              }
            />
            {store.travelApply && store.travelApplySettings?.SkipOrderApproval ? (
              <Text className='hotel-card__meta'>已关联审批通过的出差申请，本单无需再次审批</Text>
            ) : null}
            {costRow('costCenter', store.moduleOf('costCenter')?.ModelName ?? '成本中心', store.costCenter?.name ?? '', store.costCenter?.id ?? '')}
            {costRow('project', store.moduleOf('project')?.ModelName ?? '项目', store.project?.name ?? '', store.project?.id ?? '')}
            {costRow('reason', store.moduleOf('reason')?.ModelName ?? '出差事由', store.reason?.name ?? '', store.reason?.id ?? '')}
            {store.budgetNotes.map((note) => (
              <Text key={note.text} className={`budget-note${note.isOver ? ' budget-note--over' : ''}`}>
                {note.text}
              </Text>
            ))}
            {store.needsReason ? (
              <LinkRow label='超标原因' value={store.overReason || '请选择'} onClick={() => openOverReasonPicker(root, PICK_PURPOSE, { product: 'hotel', current: store.overReason })} />
            ) : null}
          </View>
        ) : null}
        {store.needsCard ? (
          <View className='hotel-section'>
            <LinkRow label='信用卡担保' value={store.maskedCard || '请填写'} onClick={() => openRoute(hotelRoute('creditCard'))} />
            <Text className='hotel-more' onClick={() => openRoute(hotelRoute('cardExplain'))}>
              为什么需要担保？
            </Text>
          </View>
        ) : null}
        <View className='hotel-section'>
          <LinkRow
            label='优惠券'
            value={store.couponFen > 0 ? `-${formatFen(store.couponFen)}` : '选择优惠券'}
            onClick={() => openRoute(hotelRoute('coupon'), { hotelId: selection.hotelId, arrivalDate: selection.arrivalDate, amountFen: store.totalFen })}
          />
          <BookingMembership hotelId={selection.hotelId} onChange={(code) => store.setMemberProgram(code)} />
          <FieldRow label='备注' value={store.remark} placeholder='如：高楼层、无烟房（尽量安排）' onInput={(text) => store.setRemark(text)} />
        </View>
        {store.submitError ? <View className='state-view__notice'>{store.submitError}</View> : null}
        <View className='hotel-footer-space' />
        <View className='hotel-footer'>
          <Text className='hotel-footer__amount'>{formatFen(store.payFen)}</Text>
          <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
            提交订单
          </AtButton>
        </View>
      </View>
      <ConfirmPopup isOpened={store.confirmingCost} content={store.costConfirmation} confirmText='确认提交' onConfirm={() => void submit(true)} onCancel={() => store.closeCostConfirmation()} />
    </PageLayout>
  )
}

export default observer(HotelOrderWriteScreen)

import type { CancelOrderRequest, HotelOrderDetail } from '@api/order'
import type { HotelOrderApi } from '../api/hotelOrderApi'
import { HotelOrderDetailStore } from './HotelOrderDetailStore'
import { hotelOrder } from '@test/hotel/hotelOrders'

const NOW = Date.parse('2026-11-30T12:10:00+08:00')
const clock = { now: () => NOW, every: () => () => undefined }

function setup(detail: HotelOrderDetail, cancel: (body: CancelOrderRequest) => Promise<unknown> = async () => ({ Status: 'Cancelled' })) {
  let n = 0
  const cancels: { body: CancelOrderRequest; reqId: string }[] = []
  const revokes: string[] = []
  let current = detail
  const orderApi = {
    hotelDetail: async () => current,
    cancelHotel: async (body: CancelOrderRequest, reqId: string) => {
      cancels.push({ body, reqId })
      const result = await cancel(body)
      current = { ...current, Status: 'Cancelled' }
      return result
    },
  } as unknown as HotelOrderApi
  const approvalApi = { revoke: async (_b: unknown, reqId: string) => (revokes.push(reqId), {}) as never }
  const store = new HotelOrderDetailStore(detail.OrderNo, { orderApi, approvalApi, createReqId: () => `req-${++n}`, clock })
  return { store, cancels, revokes }
}

describe('HotelOrderDetailStore', () => {
  it('loads the order and offers the buttons of its status', async () => {
    const { store } = setup(hotelOrder())
    await store.fetch()
    expect(store.order?.HotelName).toBe('北京国贸大酒店')
    expect(store.buttons).toEqual(['cancel', 'pay'])
  })

  it('cancel needs a reason; a failed cancel keeps the reason and reuses its reqId; success reloads', async () => {
    let attempt = 0
    const { store, cancels } = setup(hotelOrder(), async () => {
      if (++attempt === 1) throw { Code: '5000', Msg: '系统繁忙，请稍后再试', Data: null }
      return { Status: 'Cancelled', RefundFen: 0 }
    })
    await store.fetch()
    expect(await store.cancel()).toBe(false)
    expect(store.actionError).toBe('请选择取消原因')
    store.setCancelReason('行程变更')
    expect(await store.cancel()).toBe(false)
    expect(store.actionError).toBe('系统繁忙，请稍后再试')
    expect(store.cancelReason).toBe('行程变更')
    expect(await store.cancel()).toBe(true)
    expect(cancels.map((c) => c.reqId)).toEqual(['req-1', 'req-1'])
    expect(cancels[1].body).toEqual({ OrderNo: 'H202612010001', Reason: '行程变更' })
    expect(store.order?.Status).toBe('Cancelled')
    expect(store.lastCancel).toEqual({ Status: 'Cancelled', RefundFen: 0 })
  })

  it('a second tap while cancelling does nothing', async () => {
    const { store, cancels } = setup(hotelOrder())
    await store.fetch()
    store.setCancelReason('行程变更')
    const first = store.cancel()
    expect(await store.cancel()).toBe(false)
    await first
    expect(cancels).toHaveLength(1)
  })

  it('previews the refund of a paid order inside the free window', async () => {
    const { store } = setup(hotelOrder({ Status: 'Confirmed', PaidFen: 100000 }))
    await store.fetch()
    expect(store.cancelPreview).toEqual({ penaltyFen: 0, refundFen: 100000, isFree: true })
  })

  it('revokes a pending approval with its own reqId', async () => {
    const approval = { ApprovalNo: 'A1', Status: 'pending' as const, FlowName: '出差审批', Steps: [] }
    const { store, revokes } = setup(
      hotelOrder({ Status: 'PendingApproval', Approval: approval, Actions: { CanPay: false, CanCancel: true, CanRevoke: true, CanApplyEarlyDeparture: false, CanViewVoucher: false } }),
    )
    await store.fetch()
    expect(store.buttons).toEqual(['revoke', 'cancel'])
    expect(await store.revoke()).toBe(true)
    expect(revokes).toEqual(['req-1'])
  })
})

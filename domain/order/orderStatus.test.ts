import {
  allowedActions,
  cancelPenaltyFen,
  cancelRefundFen,
  canTransition,
  checkTransition,
  type CancelRule,
  type FromStatus,
  isTerminal,
  nextStatus,
  ORDER_ACTIONS,
  orderActionText,
  ORDER_STATUSES,
  ORDER_STATUS_TEXT,
  ORDER_TAB_STATUSES,
  type OrderActor,
  type OrderListTab,
  TRANSITIONS,
} from './orderStatus'

const ACTORS: OrderActor[] = ['applicant', 'approver', 'system']
const FROMS: FromStatus[] = [null, ...ORDER_STATUSES]

const FREE: CancelRule = { type: 1, freeCancelUntil: '2026-12-01T18:00:00+08:00', penaltyFen: 30000 }
const INSIDE_WINDOW = '2026-12-01T17:59:59+08:00'
const AFTER_WINDOW = '2026-12-01T18:00:01+08:00'
/** A context that satisfies every guard, so that the table below is about who may do what from where. */
const PERMISSIVE = { reason: '超标', cancelRule: FREE, now: INSIDE_WINDOW, today: '2026-12-01', departureDate: '2026-12-03' }

/** Every allowed (from, action, actor), written out by hand: anything not here must be refused. */
const EXPECTED_ALLOWED = new Set([
  'null submit applicant',
  'PendingApproval approve approver',
  'PendingApproval reject approver',
  'PendingApproval revoke applicant',
  'PendingApproval cancel applicant',
  'PendingPayment pay applicant',
  'PendingPayment cancel applicant',
  'PendingPayment cancel system',
  'Confirming confirm system',
  'Confirming cancel applicant',
  'Confirming cancel system',
  'Confirmed cancel applicant',
  'Confirmed cancel system',
  'Confirmed checkIn system',
  'Confirmed applyEarlyDeparture applicant',
  'CheckedIn applyEarlyDeparture applicant',
  'Confirmed complete system',
  'CheckedIn complete system',
  'Refunding refund system',
])

describe('order state machine', () => {
  it.each(FROMS.flatMap((from) => ORDER_ACTIONS.flatMap((action) => ACTORS.map((actor) => [from, action, actor] as const))))(
    'from %s, %s by %s follows the table',
    (from, action, actor) => {
      const key = `${from} ${action} ${actor}`
      expect(canTransition(from, action, actor, PERMISSIVE)).toBe(EXPECTED_ALLOWED.has(key))
      if (!EXPECTED_ALLOWED.has(key)) expect(nextStatus(from, action, actor, PERMISSIVE)).toBeNull()
    },
  )

  it('lists each (from, action) once and every target is a known status', () => {
    const keys = TRANSITIONS.map((t) => `${t.from} ${t.action}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const t of TRANSITIONS) for (const to of t.to) expect(ORDER_STATUSES).toContain(to)
  })

  it('every nextStatus result is among the declared targets', () => {
    for (const t of TRANSITIONS) {
      for (const actor of t.actors) {
        for (const extra of [{}, { needApproval: true }, { payAmountFen: 100 }, { isFinalApprovalStep: false }, { paidFen: 50000 }]) {
          const to = nextStatus(t.from, t.action, actor, { ...PERMISSIVE, ...extra })
          expect(t.to).toContain(to)
        }
      }
    }
  })

  it('every status has a Chinese label; terminal statuses have no way out', () => {
    expect(ORDER_STATUS_TEXT.Rejected).toBe('审批驳回')
    expect(ORDER_STATUS_TEXT.PendingPayment).toBe('待支付')
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_TEXT[status]).toBeTruthy()
      if (isTerminal(status)) expect(allowedActions(status, 'applicant', PERMISSIVE)).toEqual([])
      if (isTerminal(status)) expect(allowedActions(status, 'system', PERMISSIVE)).toEqual([])
    }
    expect(isTerminal('Confirmed')).toBe(false)
  })

  describe('submit', () => {
    it('goes to approval when the flow needs it, else to payment, else straight to confirming', () => {
      expect(nextStatus(null, 'submit', 'applicant', { needApproval: true, payAmountFen: 100 })).toBe('PendingApproval')
      expect(nextStatus(null, 'submit', 'applicant', { payAmountFen: 100 })).toBe('PendingPayment')
      expect(nextStatus(null, 'submit', 'applicant', { payAmountFen: 0 })).toBe('Confirming')
    })
  })

  describe('approve and reject', () => {
    it('a non-final step keeps the order pending; the final one moves it to payment or confirming', () => {
      expect(nextStatus('PendingApproval', 'approve', 'approver', { isFinalApprovalStep: false, payAmountFen: 1 })).toBe('PendingApproval')
      expect(nextStatus('PendingApproval', 'approve', 'approver', { isFinalApprovalStep: true, payAmountFen: 1 })).toBe('PendingPayment')
      expect(nextStatus('PendingApproval', 'approve', 'approver', { payAmountFen: 0 })).toBe('Confirming')
    })
    it('reject needs a non-blank reason', () => {
      expect(checkTransition('PendingApproval', 'reject', 'approver', { reason: '  ' })).toEqual({ isAllowed: false, reason: '请填写驳回原因' })
      expect(canTransition('PendingApproval', 'reject', 'approver')).toBe(false)
      expect(nextStatus('PendingApproval', 'reject', 'approver', { reason: '超标' })).toBe('Rejected')
    })
    it('an applicant cannot approve their own order; an approver cannot revoke it', () => {
      expect(checkTransition('PendingApproval', 'approve', 'applicant')).toEqual({ isAllowed: false, reason: '无权审批通过' })
      expect(canTransition('PendingApproval', 'revoke', 'approver')).toBe(false)
      expect(nextStatus('PendingApproval', 'revoke', 'applicant')).toBe('Cancelled')
    })
  })

  describe('pay', () => {
    it('a rejected order can never be paid', () => {
      expect(checkTransition('Rejected', 'pay', 'applicant')).toEqual({ isAllowed: false, reason: '审批已驳回，订单不可支付' })
      for (const actor of ACTORS) expect(canTransition('Rejected', 'pay', actor, PERMISSIVE)).toBe(false)
    })
    it('only a pending-payment order is paid, by the applicant, and then waits for the hotel', () => {
      expect(nextStatus('PendingPayment', 'pay', 'applicant')).toBe('Confirming')
      expect(checkTransition('PendingApproval', 'pay', 'applicant')).toEqual({ isAllowed: false, reason: '订单待审批，不能支付' })
      expect(checkTransition('Confirmed', 'pay', 'applicant').isAllowed).toBe(false)
    })
  })

  describe('cancel', () => {
    it('unpaid orders cancel with nothing to refund', () => {
      expect(nextStatus('PendingPayment', 'cancel', 'applicant', { paidFen: 0 })).toBe('Cancelled')
      expect(nextStatus('PendingApproval', 'cancel', 'applicant')).toBe('Cancelled')
      expect(nextStatus('PendingPayment', 'cancel', 'system', { paidFen: 1000 })).toBe('Cancelled')
    })
    it('inside the free window a paid order refunds in full', () => {
      const context = { paidFen: 50000, cancelRule: FREE, now: INSIDE_WINDOW }
      expect(nextStatus('Confirmed', 'cancel', 'applicant', context)).toBe('Refunding')
      expect(cancelRefundFen(FREE, INSIDE_WINDOW, 50000)).toBe(50000)
      expect(cancelPenaltyFen(FREE, FREE.freeCancelUntil as string, 50000)).toBe(0)
    })
    it('after the free window the penalty applies, never above what was paid', () => {
      expect(cancelPenaltyFen(FREE, AFTER_WINDOW, 50000)).toBe(30000)
      expect(cancelRefundFen(FREE, AFTER_WINDOW, 50000)).toBe(20000)
      expect(cancelPenaltyFen(FREE, AFTER_WINDOW, 20000)).toBe(20000)
      expect(nextStatus('Confirmed', 'cancel', 'applicant', { paidFen: 20000, cancelRule: FREE, now: AFTER_WINDOW })).toBe('Cancelled')
    })
    it('a type-2 rule always charges; a type-1 rule without a window charges too', () => {
      expect(cancelPenaltyFen({ type: 2, freeCancelUntil: null, penaltyFen: 100 }, INSIDE_WINDOW, 500)).toBe(100)
      expect(cancelPenaltyFen({ type: 1, freeCancelUntil: null, penaltyFen: 100 }, INSIDE_WINDOW, 500)).toBe(100)
    })
    it('a type-0 rule forbids the applicant, not the system (hotel refused: full refund)', () => {
      const rule: CancelRule = { type: 0, freeCancelUntil: null, penaltyFen: 0 }
      expect(cancelPenaltyFen(rule, INSIDE_WINDOW, 500)).toBeNull()
      expect(cancelRefundFen(rule, INSIDE_WINDOW, 500)).toBeNull()
      expect(checkTransition('Confirmed', 'cancel', 'applicant', { cancelRule: rule, paidFen: 500 })).toEqual({ isAllowed: false, reason: '该订单不可取消' })
      expect(checkTransition('Confirming', 'cancel', 'applicant', { paidFen: 500 })).toEqual({ isAllowed: false, reason: '缺少取消规则' })
      expect(nextStatus('Confirming', 'cancel', 'system', { cancelRule: rule, paidFen: 500 })).toBe('Refunding')
    })
    it('checked-in and finished orders cannot be cancelled', () => {
      for (const from of ['CheckedIn', 'Completed', 'Cancelled', 'Rejected', 'Refunding', 'Refunded'] as const) {
        expect(canTransition(from, 'cancel', 'applicant', PERMISSIVE)).toBe(false)
      }
    })
    it('refunding ends in refunded by the system', () => {
      expect(nextStatus('Refunding', 'refund', 'system')).toBe('Refunded')
    })
  })

  describe('early departure', () => {
    it('keeps the status and is refused from the departure date on', () => {
      expect(nextStatus('CheckedIn', 'applyEarlyDeparture', 'applicant', { today: '2026-12-02', departureDate: '2026-12-03' })).toBe('CheckedIn')
      expect(checkTransition('Confirmed', 'applyEarlyDeparture', 'applicant', { today: '2026-12-03', departureDate: '2026-12-03' })).toEqual({
        isAllowed: false,
        reason: '已到离店日期，不能申请提前离店',
      })
    })
  })

  it('allowedActions lists the buttons of a status', () => {
    expect(allowedActions('PendingApproval', 'applicant')).toEqual(['revoke', 'cancel'])
    expect(allowedActions('PendingPayment', 'applicant')).toEqual(['pay', 'cancel'])
    expect(allowedActions('Confirmed', 'applicant', { cancelRule: FREE })).toEqual(['cancel', 'applyEarlyDeparture'])
    expect(allowedActions('Confirmed', 'system')).toEqual(['checkIn', 'cancel', 'complete'])
  })

  it('order-centre tabs cover every status exactly once (besides all)', () => {
    const tabs = (Object.keys(ORDER_TAB_STATUSES) as OrderListTab[]).filter((tab) => tab !== 'all')
    const covered = tabs.flatMap((tab) => ORDER_TAB_STATUSES[tab])
    expect([...covered].sort()).toEqual([...ORDER_STATUSES].sort())
    expect(ORDER_TAB_STATUSES.all).toEqual(ORDER_STATUSES)
  })
})

describe('orderActionText (issue 34)', () => {
  it('says who confirms by product: the restaurant for takeout, the hotel for a hotel', () => {
    expect(orderActionText('confirm', 8)).toBe('商家接单')
    expect(orderActionText('confirm', 1)).toBe('酒店确认')
    expect(orderActionText('pay', 8)).toBe('支付')
  })
})

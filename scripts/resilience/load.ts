/* eslint-disable @typescript-eslint/no-explicit-any -- the load reads answers loosely; their shapes are checked by the server tests */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'

const EMPLOYEE = { phone: '13800000001', memberId: '10001', name: '张伟' }
/** Logged in again and again (each login ends the previous session of this member only). */
const LOGIN_PHONE = '13800000003'
const PASSWORD = 'Travel@2026'
const SHANGHAI = '310100'
const EMPLOYEE_CAP_FEN = 60_000

export type Acknowledged = { bookings: Set<string>; payments: Set<string>; cancels: Set<string> }
export type Initial = { night: string; rooms: Map<number, number>; balanceFen: number; startedAt: Date; enterpriseId: number }
type Rate = { hotelId: string; roomId: string; ratePlanId: string; totalFen: number }
type Event = { at: number; name: string; run: () => unknown }
type Answer = { status: number; body: { Code: string; Msg: string; Data: any } | null; connectionError: boolean }

const shanghaiDay = (daysAhead: number) => new Date(Date.now() + 8 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function createLoad({ base, db }: { base: string; db: pg.Pool }) {
  const counts = { sent: 0, envelopes: 0, busy: 0, connectionErrors: 0, nonEnvelope: 0, http5xx: 0 }
  let ipCounter = 0
  const nextIp = () => {
    ipCounter += 1
    return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
  }

  async function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    counts.sent += 1
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      })
    } catch {
      counts.connectionErrors += 1
      return { status: 0, body: null, connectionError: true }
    }
    if (response.status >= 500) counts.http5xx += 1
    let text: string
    try {
      text = await response.text()
    } catch {
      // The process died while sending: a broken connection, not an answer.
      counts.connectionErrors += 1
      return { status: 0, body: null, connectionError: true }
    }
    try {
      const parsed = JSON.parse(text)
      if (parsed && typeof parsed.Code === 'string' && /^\d{4}$/.test(parsed.Code) && typeof parsed.Msg === 'string' && 'Data' in parsed) {
        counts.envelopes += 1
        if (parsed.Code === '5000') counts.busy += 1
        return { status: response.status, body: parsed, connectionError: false }
      }
    } catch {
      // counted below
    }
    counts.nonEnvelope += 1
    console.error(`outside the envelope: ${path} HTTP ${response.status} ${text.slice(0, 200)}`)
    return { status: response.status, body: null, connectionError: false }
  }

  /** A write as a careful client sends it: retried with the same reqId while the server is busy or unreachable. */
  async function write(path: string, body: unknown, token: string): Promise<Answer> {
    const reqId = randomUUID()
    let answer: Answer = { status: 0, body: null, connectionError: true }
    for (let attempt = 0; attempt < 8; attempt += 1) {
      answer = await call(path, body, { token, reqId })
      const retry = answer.connectionError || answer.body?.Code === '5000' || (answer.body?.Code === '4009' && answer.body.Msg.includes('正在处理'))
      if (!retry) return answer
      await sleep(400 * (attempt + 1))
    }
    return answer
  }

  async function login(phone: string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await call('/b2b/Customer/LoginV2', { Phone: phone, Password: PASSWORD })
      if (answer.body?.Code === '0000') return answer.body.Data.Token as string
      await sleep(500)
    }
    throw new Error(`login of ${phone} failed`)
  }

  let employeeToken = await login(EMPLOYEE.phone)
  const arrival = shanghaiDay(5)
  const departure = shanghaiDay(6)
  const search = { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 20 }
  const found = await call('/hotel/api/hotel/info/SearchHotelList', search, { token: employeeToken })
  const hotels = (found.body?.Data?.Hotels ?? []) as Array<{ HotelId: string }>
  const rates: Rate[] = []
  for (const hotel of hotels.slice(0, 8)) {
    const rooms = await call('/hotel/api/hotel/info/GetBetterRoomList', {
      HotelId: hotel.HotelId, HotelProductType: 1, ArrivalDate: arrival, DepartureDate: departure, Lat: 0, Lon: 0,
      roomOccupancyList: [], CheckInRoomList: [], FilterList: [], StandardAmount: 0, SearchTrack: { ConditionList: [] },
      HotelDistance: 0, HotelPosition: 0, IsRecommend: 0, RankType: 'recommend', MinPrice: 0,
    }, { token: employeeToken })
    for (const room of (rooms.body?.Data?.Rooms ?? []) as any[]) {
      const plan = (room.RatePlans as any[]).find((p) => p.PayType === 2 && p.CancelPolicy.Type === 1 && !p.NeedCardGuarantee && p.AvgNightlyFen <= EMPLOYEE_CAP_FEN && p.RemainingRooms > 0)
      if (plan) rates.push({ hotelId: hotel.HotelId, roomId: room.RoomId, ratePlanId: plan.RatePlanId, totalFen: plan.NightlyPricesFen.reduce((a: number, b: number) => a + b, 0) })
      if (rates.length >= 8) break
    }
    if (rates.length >= 8) break
  }
  if (rates.length === 0) throw new Error('no bookable rate found for the load')

  const roomIds = rates.map((r) => Number(r.roomId))
  const { rows: nightRows } = await db.query<{ room_id: number; available: number }>('select room_id, available from hotel_room_nights where room_id = any($1) and night = $2', [roomIds, arrival])
  const { rows: enterpriseRows } = await db.query<{ id: number; b: string }>('select e.id, e.account_balance_fen as b from members m join enterprises e on e.id = m.enterprise_id where m.id = $1', [Number(EMPLOYEE.memberId)])
  const initial: Initial = {
    night: arrival,
    rooms: new Map(nightRows.map((r) => [r.room_id, r.available])),
    balanceFen: Number(enterpriseRows[0].b),
    startedAt: new Date(),
    enterpriseId: enterpriseRows[0].id,
  }
  const acknowledged: Acknowledged = { bookings: new Set(), payments: new Set(), cancels: new Set() }

  const bookingBody = (rate: Rate) => ({
    HotelId: rate.hotelId, RoomId: rate.roomId, RatePlanId: rate.ratePlanId, ArrivalDate: arrival, DepartureDate: departure, RoomCount: 1,
    Guests: [{ RoomIndex: 0, Name: EMPLOYEE.name, Phone: EMPLOYEE.phone, MemberId: EMPLOYEE.memberId }],
    Contact: { Name: EMPLOYEE.name, Phone: EMPLOYEE.phone }, ExpectedTotalFen: rate.totalFen,
    CostCenterId: '31001', CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: 0, Remark: '',
  })

  async function run({ total, connections, events, log }: { total: number; connections: number; events: Event[]; log: (msg: string) => void }) {
    const started = Date.now()
    const pending = [...events].sort((a, b) => a.at - b.at)
    const fire = () => {
      while (pending.length > 0 && counts.sent >= pending[0].at) {
        const event = pending.shift() as Event
        log(`${event.name} (after ${counts.sent} requests)`)
        try {
          const what = event.run()
          if (what) log(`  ${String(what)}`)
        } catch (error) {
          log(`  failed: ${(error as Error).message}`)
        }
      }
    }
    let tokenRefreshing: Promise<void> | null = null
    const refreshToken = () => {
      tokenRefreshing ??= login(EMPLOYEE.phone).then((token) => {
        employeeToken = token
        tokenRefreshing = null
      })
      return tokenRefreshing
    }

    async function user(index: number) {
      const unpaid: Array<{ orderNo: string; amountFen: number }> = []
      const paid: string[] = []
      let step = index
      while (counts.sent < total) {
        fire()
        step += 1
        const roll = (step * 37 + index * 11) % 100
        const rate = rates[(step + index) % rates.length]
        let answer: Answer | null = null
        if (roll < 35) {
          answer = await call('/hotel/api/hotel/info/SearchHotelList', search, { token: employeeToken })
        } else if (roll < 42) {
          answer = await call('/b2b/Order/GetOrderList', { PageIndex: 1, PageSize: 10 }, { token: employeeToken })
        } else if (roll < 47) {
          answer = await call('/b2b/Customer/LoginV2', { Phone: LOGIN_PHONE, Password: PASSWORD })
        } else if (roll < 72 || (unpaid.length === 0 && paid.length === 0)) {
          answer = await write('/hotel/api/hotel/order/CreateOrder', bookingBody(rate), employeeToken)
          if (answer.body?.Code === '0000') {
            acknowledged.bookings.add(answer.body.Data.OrderNo)
            unpaid.push({ orderNo: answer.body.Data.OrderNo, amountFen: answer.body.Data.PayAmountFen })
          }
        } else if (roll < 87 && unpaid.length > 0) {
          const order = unpaid.shift() as { orderNo: string; amountFen: number }
          answer = await write('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: order.orderNo, AmountFen: order.amountFen }, employeeToken)
          if (answer.body?.Code === '0000') {
            acknowledged.payments.add(order.orderNo)
            paid.push(order.orderNo)
          }
        } else {
          const orderNo = paid.shift() ?? unpaid.shift()?.orderNo
          if (!orderNo) continue
          answer = await write('/b2b/Order/CancelHotelOrder', { OrderNo: orderNo, Reason: '行程变更' }, employeeToken)
          if (answer.body?.Code === '0000') acknowledged.cancels.add(orderNo)
        }
        if (answer?.body?.Code === '8001' || answer?.body?.Code === '8000') await refreshToken()
      }
    }
    await Promise.all(Array.from({ length: connections }, (_, i) => user(i)))
    fire()
    return { ...counts, ms: Date.now() - started }
  }

  return { run, acknowledged, initial, roomCount: rates.length }
}

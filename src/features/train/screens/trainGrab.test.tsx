import Taro from '@tarojs/taro'
import type { TrainGrabTask, TrainItem } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import TrainGrabScreen from './TrainGrabScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const LIST = 'b2b/TrainTicket/QueryTrainList'
const TASKS = 'b2b/TrainTicket/GetGrabTaskList'
const CREATE = 'b2b/TrainTicket/CreateGrabTask'
const CANCEL = 'b2b/TrainTicket/CancelGrabTask'

const train = (no: string, time: string): TrainItem => ({
  TrainNo: no, TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: time, ArriveTime: '23:28', ArriveDayOffset: 0, DurationMinutes: 268, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: 0 }, { SeatCode: 'M', SeatName: '一等座', PriceFen: 93600, Remaining: 0 }],
})

const task = (extra: Partial<TrainGrabTask> = {}): TrainGrabTask => ({
  TaskNo: 'Q20991231100001', Status: 'Waiting', StatusText: '抢票中', FromName: '北京南', ToName: '上海虹桥', TrainNos: ['G1'], SeatNames: ['二等座'],
  Dates: ['2099-12-31'], Deadline: '2099-12-31T10:00:00+08:00', PassengerNames: ['张三'], Attempts: 1, OrderNo: '', LastMessage: '', CreatedAt: '2099-12-30T10:00:00+08:00', ...extra,
})

const query = { from: '北京', to: '上海', date: '2099-12-31', trainNo: 'G1' }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['train/grabbWriteOrder', 'order3.0/train/detail']))

describe('TrainGrabScreen', () => {
  it('shows the error and retries', async () => {
    let attempts = 0
    const { root } = fakeRoot({ [LIST]: () => (++attempts === 1 ? fail('车次服务繁忙') : { Trains: [train('G1', '18:00')] }), [TASKS]: { Tasks: [] } })
    await mountWith(root, <TrainGrabScreen routeId='train/grabbWriteOrder' query={query} />)
    await waitForText('车次服务繁忙')
    await clickText('重试')
    await waitForText('G1 18:00')
    expect(bodyText()).toContain('暂无抢票任务')
  })

  it('names the stations of a search made by telegraph codes', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [train('G1', '18:00')] }, [TASKS]: { Tasks: [] } })
    await mountWith(root, <TrainGrabScreen routeId='train/grabbWriteOrder' query={{ ...query, from: 'VNP', to: 'AOH' }} />)
    await waitForText('G1 18:00')
    expect(bodyText()).toContain('北京南 → 上海虹桥')
    expect(bodyText()).not.toContain('VNP')
  })

  it('asks for the ID, then sends trains, classes, dates and the deadline once per reqId and lists the task', async () => {
    let created = 0
    const { root, calls } = fakeRoot({
      [LIST]: { Trains: [train('G1', '18:00'), train('G3', '19:00')] },
      [TASKS]: { Tasks: [] },
      [CREATE]: () => (++created === 1 ? fail('网络繁忙') : task({ TrainNos: ['G1', 'G3'], SeatNames: ['二等座', '一等座'] })),
    })
    await mountWith(root, <TrainGrabScreen routeId='train/grabbWriteOrder' query={query} />)
    await waitForText('G3 19:00')
    await clickText('G3 19:00')
    await clickText('一等座')
    await clickText('开始抢票')
    await waitForText('请填写正确的18位身份证号')
    await typeInto('18位身份证号', '110105194912310021')
    await typeInto('联系人手机号', '13800000001')
    await clickText('开始抢票')
    await waitForText('请填写正确的18位身份证号')
    await typeInto('18位身份证号', '110101199001011384')
    await typeInto('联系人手机号', '13800000001')
    await clickText('开始抢票')
    await waitForText('网络繁忙')
    await clickText('开始抢票')
    await waitForText('G1、G3 · 二等座、一等座')
    const creates = calls.filter((c) => c.path === 'TrainTicket/CreateGrabTask')
    expect(creates).toHaveLength(2)
    expect(creates[0].options?.headers?.reqId).not.toBe(creates[1].options?.headers?.reqId)
    expect(creates[1].body).toMatchObject({ From: '北京', To: '上海', TrainNos: ['G1', 'G3'], SeatCodes: ['O', 'M'], Dates: ['2099-12-31'], Passengers: [{ IdNo: '110101199001011384' }] })
    expect(new Date((creates[1].body as { Deadline: string }).Deadline).toISOString()).toBe('2099-12-31T10:30:00.000Z')
  })

  it('cancels a waiting task and opens the order of a booked one', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({
      [LIST]: { Trains: [train('G1', '18:00')] },
      [TASKS]: { Tasks: [task(), task({ TaskNo: 'Q20991231100002', Status: 'Booked', StatusText: '抢票成功', OrderNo: 'T20991231100009' })] },
      [CANCEL]: task({ Status: 'Cancelled', StatusText: '已取消' }),
    })
    await mountWith(root, <TrainGrabScreen routeId='train/grabbWriteOrder' query={query} />)
    await waitForText('抢票成功')
    await clickText('取消抢票')
    await waitForText('已取消')
    expect(calls.find((c) => c.path === 'TrainTicket/CancelGrabTask')?.body).toEqual({ TaskNo: 'Q20991231100001' })
    await clickText('查看订单')
    await flush()
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('orderNo=T20991231100009')
  })
})

import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import BusinessCardScreen from './BusinessCardScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => {
  const base = jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom()
  const useShareAppMessage = () => undefined
  return { ...base, useShareAppMessage, default: Object.assign(Object.create(base.default), { useShareAppMessage }) }
})

const card = (id: string, name: string, phone: string) => ({ MemberId: id, Name: name, EnterpriseName: '星河智联', DepartmentName: '销售部', Phone: phone, Email: '', EmployeeNo: '' })

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index2.0/businessCard']))
afterEach(() => jest.restoreAllMocks())

describe('名片', () => {
  it('shows my card with its QR code, copies it, and searches the card bank', async () => {
    const copied = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'tripwise-m-api/business-card/mine': card('1', '张伟', '13800000001'),
      'tripwise-m-api/business-card-bank/search': { Total: 1, Items: [card('2', '李娜', '138****0002')] },
    })
    await mountWith(fake.root, <BusinessCardScreen routeId='index2.0/businessCard' query={{}} />)
    await waitForText('手机 13800000001')
    expect(bodyText()).toContain('星河智联 · 销售部')
    expect(document.querySelectorAll('.qr-code__run').length).toBeGreaterThan(50)
    await clickText('复制名片')
    for (let i = 0; i < 50 && !fake.toasts.includes('名片已复制'); i += 1) await flush(1)
    expect(copied).toHaveBeenCalledWith({ data: '张伟 · 销售部\n星河智联\n手机：13800000001' })
    await typeIntoField('.at-search-bar', '李')
    await clickText('搜索')
    await waitForText('李娜 · 销售部')
    expect(fake.calls.find((c) => c.path === 'business-card-bank/search')?.body).toEqual({ Keyword: '李', PageIndex: 1, PageSize: 20 })
    expect(bodyText()).toContain('138****0002')
  })

  it('says when nothing is found, and retries my card after a failure', async () => {
    const fake = fakeRoot({ 'tripwise-m-api/business-card/mine': fail('网络不给力'), 'tripwise-m-api/business-card-bank/search': { Total: 0, Items: [] } })
    await mountWith(fake.root, <BusinessCardScreen routeId='index2.0/businessCard' query={{}} />)
    await waitForText('网络不给力')
    fake.table['tripwise-m-api/business-card/mine'] = card('1', '张伟', '13800000001')
    await clickText('重试')
    await waitForText('手机 13800000001')
    await typeIntoField('.at-search-bar', '不存在')
    await clickText('搜索')
    await waitForText('没有找到相关名片')
  })
})

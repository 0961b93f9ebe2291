import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import InvoiceTitleFormScreen from './InvoiceTitleFormScreen'
import InvoiceTitleListScreen from './InvoiceTitleListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const TITLE = {
  TitleId: '300001', TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43',
  BankName: '招商银行', BankAccount: '6225888800001234', RegisteredAddress: '', RegisteredPhone: '', IsDefault: true,
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['invoice/title', 'invoice/addTitle']))
afterEach(() => jest.restoreAllMocks())

describe('InvoiceTitleListScreen', () => {
  it('lists the titles with type, default and tax number', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetInvoiceTitleList': { Titles: [TITLE] } })
    await mountWith(root, <InvoiceTitleListScreen routeId='invoice/title' variant='v1' query={{}} />)
    await waitForText('星河智联科技有限公司', 8000)
    expect(bodyText()).toContain('税号：91350100M000100Y43')
    expect(bodyText()).toContain('默认')
  })

  it('says when there is none, and offers to add', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'b2b/Customer/GetInvoiceTitleList': { Titles: [] } })
    await mountWith(root, <InvoiceTitleListScreen routeId='invoice/title' variant='v1' query={{}} />)
    await waitForText('暂无发票抬头，请添加', 8000)
    await clickText('添加发票抬头')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/invoice/addTitle' })
  })

  it('shows a failure with 重试', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetInvoiceTitleList': fail('网络异常') })
    await mountWith(root, <InvoiceTitleListScreen routeId='invoice/title' variant='v1' query={{}} />)
    await waitForText('网络异常', 8000)
    expect(bodyText()).toContain('重试')
  })

  it('deletes after confirming', async () => {
    const { root, calls } = fakeRoot({ 'b2b/Customer/GetInvoiceTitleList': { Titles: [TITLE] }, 'b2b/Customer/DelInvoiceTitleInfo': null })
    await mountWith(root, <InvoiceTitleListScreen routeId='invoice/title' variant='v1' query={{}} />)
    await waitForText('星河智联科技有限公司', 8000)
    await clickText('删除')
    await clickText('确定删除')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/DelInvoiceTitleInfo')?.body).toEqual({ TitleId: '300001' })
    expect(bodyText()).not.toContain('星河智联科技有限公司')
  })
})

describe('InvoiceTitleFormScreen', () => {
  it('refuses a wrong tax number before sending, keeps input, then saves', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const { root, calls } = fakeRoot({ 'b2b/Customer/SubmitInvoiceTitleInfo': { TitleId: '300002' } })
    await mountWith(root, <InvoiceTitleFormScreen routeId='invoice/addTitle' variant='v1' query={{}} />)
    await typeInto('请填写单位名称', '星河智联科技有限公司')
    await typeInto('请填写纳税人识别号', '91350100M000100Y44')
    await clickText('保存')
    expect(bodyText()).toContain('纳税人识别号校验不通过，请核对')
    expect(calls.some((c) => c.path === 'Customer/SubmitInvoiceTitleInfo')).toBe(false)
    await typeInto('请填写纳税人识别号', '91350100m000100y43')
    await clickText('保存')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/SubmitInvoiceTitleInfo')?.body).toMatchObject({ TitleType: 'company', TaxNo: '91350100M000100Y43' })
    expect(navigateBack).toHaveBeenCalled()
  })

  it('edits: loads the title; a server refusal is shown and the form kept', async () => {
    const { root } = fakeRoot({
      'b2b/Customer/GetInvoiceTitleInfo': TITLE,
      'b2b/Customer/SubmitInvoiceTitleInfo': fail('发票抬头不存在', '4004'),
    })
    await mountWith(root, <InvoiceTitleFormScreen routeId='invoice/addTitle' variant='v1' query={{ titleId: '300001' }} />)
    await flush()
    expect((document.querySelector('[placeholder="请填写单位名称"]') as HTMLInputElement).value).toBe('星河智联科技有限公司')
    await clickText('保存')
    await waitForText('发票抬头不存在', 8000)
    expect((document.querySelector('[placeholder="请填写单位名称"]') as HTMLInputElement).value).toBe('星河智联科技有限公司')
  })
})

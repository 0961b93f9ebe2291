import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import MailFormScreen from './MailFormScreen'
import MailListScreen from './MailListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const MAIL = { MailId: '310001', Receiver: '王芳', Phone: '13800000003', Address: '上海市浦东新区世纪大道100号', IsDefault: true }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['invoice/address', 'invoice/addAddress']))
afterEach(() => jest.restoreAllMocks())

describe('MailListScreen', () => {
  it('lists, says when empty, deletes after confirming', async () => {
    const { root, calls } = fakeRoot({ 'b2b/Customer/GetMailList': { Mails: [MAIL] }, 'b2b/Customer/DelMailInfo': null })
    await mountWith(root, <MailListScreen />)
    await waitForText('上海市浦东新区世纪大道100号', 8000)
    await clickText('删除')
    await clickText('确定删除')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/DelMailInfo')?.body).toEqual({ MailId: '310001' })
    expect(bodyText()).not.toContain('世纪大道')
  })

  it('empty and failed states', async () => {
    const empty = fakeRoot({ 'b2b/Customer/GetMailList': { Mails: [] } })
    await mountWith(empty.root, <MailListScreen />)
    await waitForText('暂无收件地址，请添加', 8000)
    const failed = fakeRoot({ 'b2b/Customer/GetMailList': fail('网络异常') })
    await mountWith(failed.root, <MailListScreen />)
    await waitForText('网络异常', 8000)
  })
})

describe('MailFormScreen', () => {
  it('checks the phone, then saves and goes back; a refusal keeps the input', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    let answer: unknown = fail('收件地址最多保存20个', '4001')
    const { root, calls } = fakeRoot({ 'b2b/Customer/SubmitMailInfo': () => answer })
    await mountWith(root, <MailFormScreen routeId='invoice/addAddress' query={{}} />)
    await typeInto('请填写收件人', '王芳')
    await typeInto('请填写手机号', '1380000')
    await typeInto('请填写详细地址', '上海市浦东新区世纪大道100号')
    await clickText('保存')
    expect(bodyText()).toContain('请填写正确的手机号')
    await typeInto('请填写手机号', '13800000003')
    await clickText('保存')
    await waitForText('收件地址最多保存20个', 8000)
    expect((document.querySelector('[placeholder="请填写详细地址"]') as HTMLInputElement).value).toBe('上海市浦东新区世纪大道100号')
    answer = { MailId: '310002' }
    await clickText('保存')
    await flush()
    expect(calls.filter((c) => c.path === 'Customer/SubmitMailInfo')).toHaveLength(2)
    expect(navigateBack).toHaveBeenCalled()
  })
})

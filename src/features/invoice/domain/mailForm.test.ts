import { mailBody, mailFormError, type MailForm } from './mailForm'

const ok: MailForm = { receiver: '王芳', phone: '13800000003', address: '上海市浦东新区世纪大道100号', isDefault: false }

describe('mailFormError', () => {
  it.each([
    [{}, null],
    [{ receiver: ' ' }, '请填写收件人'],
    [{ phone: '1380000' }, '请填写正确的手机号'],
    [{ address: '' }, '请填写收件地址'],
    [{ address: '路'.repeat(201) }, '收件地址不能超过200个字'],
  ] as [Partial<MailForm>, string | null][])('%j -> %s', (patch, expected) => expect(mailFormError({ ...ok, ...patch })).toBe(expected))
})

describe('mailBody', () => {
  it('trims and carries the id when editing', () => {
    expect(mailBody({ ...ok, receiver: ' 王芳 ' }, '310001')).toEqual({ MailId: '310001', Receiver: '王芳', Phone: '13800000003', Address: '上海市浦东新区世纪大道100号', IsDefault: false })
    expect(mailBody(ok, null)).not.toHaveProperty('MailId')
  })
})

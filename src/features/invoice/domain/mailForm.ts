import type { MailInfo, SubmitMailInfoRequest } from '@api/invoice'
import { isPhone } from '@/core/validators/phone'

export type MailForm = { receiver: string; phone: string; address: string; isDefault: boolean }

export const EMPTY_MAIL_FORM: MailForm = { receiver: '', phone: '', address: '', isDefault: false }

export const mailFormOf = (m: MailInfo): MailForm => ({ receiver: m.Receiver, phone: m.Phone, address: m.Address, isDefault: m.IsDefault })

export function mailFormError(form: MailForm): string | null {
  if (form.receiver.trim() === '') return '请填写收件人'
  if (!isPhone(form.phone.trim())) return '请填写正确的手机号'
  if (form.address.trim() === '') return '请填写收件地址'
  return form.address.trim().length > 200 ? '收件地址不能超过200个字' : null
}

export function mailBody(form: MailForm, mailId: string | null): SubmitMailInfoRequest {
  return {
    ...(mailId ? { MailId: mailId } : {}),
    Receiver: form.receiver.trim(),
    Phone: form.phone.trim(),
    Address: form.address.trim(),
    IsDefault: form.isDefault,
  }
}

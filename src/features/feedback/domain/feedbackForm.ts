import { isPhone } from '@/core/validators/phone'
import { productTypeCode, type ProductTypeCode } from '../../shared/domain/productTypes'

export const FEEDBACK_TYPES = [
  { value: 1, label: '服务异议' },
  { value: 2, label: '功能建议' },
  { value: 3, label: '其他' },
] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value']

export const CONTENT_MIN = 10
export const CONTENT_MAX = 500
export const MAX_IMAGES = 3

export type FeedbackForm = {
  type: FeedbackType | null
  content: string
  /** Addresses of uploaded images. */
  images: string[]
  contactPhone: string
  orderNo?: string
  productType?: ProductTypeCode
}

/** Characters as a reader counts them (an emoji is one). */
export function contentLength(content: string): number {
  return Array.from(content.trim()).length
}

export function contentCounter(content: string): string {
  return `${contentLength(content)}/${CONTENT_MAX}`
}

export function remainingImageSlots(images: readonly string[]): number {
  return Math.max(0, MAX_IMAGES - images.length)
}

export function feedbackFormError(form: FeedbackForm): string | null {
  if (form.type === null) return '请选择反馈类型'
  const length = contentLength(form.content)
  if (length < CONTENT_MIN) return `反馈内容至少${CONTENT_MIN}个字`
  if (length > CONTENT_MAX) return `反馈内容最多${CONTENT_MAX}个字`
  if (form.images.length > MAX_IMAGES) return `最多上传${MAX_IMAGES}张图片`
  const phone = form.contactPhone.trim()
  if (phone === '') return '请输入联系电话'
  if (!isPhone(phone)) return '请输入正确的手机号'
  return null
}

/** The order context a feedback page was opened with (from an order's help popup). */
export function orderContext(query: Record<string, string>): Pick<FeedbackForm, 'orderNo' | 'productType'> {
  const orderNo = (query.orderNo ?? '').trim()
  return { orderNo: orderNo || undefined, productType: productTypeCode(query.productType) }
}

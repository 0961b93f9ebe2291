import { contentCounter, contentLength, feedbackFormError, orderContext, remainingImageSlots, type FeedbackForm } from './feedbackForm'

const TEN = '这个功能非常好用谢谢'
const form = (patch: Partial<FeedbackForm> = {}): FeedbackForm => ({
  type: 2,
  content: TEN,
  images: [],
  contactPhone: '13800000001',
  ...patch,
})

describe('feedbackFormError', () => {
  it('passes a complete form', () => expect(feedbackFormError(form())).toBeNull())
  it('needs a type', () => expect(feedbackFormError(form({ type: null }))).toBe('请选择反馈类型'))
  it('needs at least 10 characters, not counting outer spaces', () => {
    expect(feedbackFormError(form({ content: '  一二三四五六七八九  ' }))).toBe('反馈内容至少10个字')
    expect(feedbackFormError(form({ content: ` ${TEN} ` }))).toBeNull()
  })
  it('allows 500 characters and refuses 501', () => {
    expect(feedbackFormError(form({ content: '好'.repeat(500) }))).toBeNull()
    expect(feedbackFormError(form({ content: '好'.repeat(501) }))).toBe('反馈内容最多500个字')
  })
  it('refuses more than 3 images', () => {
    expect(feedbackFormError(form({ images: ['a', 'b', 'c'] }))).toBeNull()
    expect(feedbackFormError(form({ images: ['a', 'b', 'c', 'd'] }))).toBe('最多上传3张图片')
  })
  it('needs a valid contact phone', () => {
    expect(feedbackFormError(form({ contactPhone: '' }))).toBe('请输入联系电话')
    expect(feedbackFormError(form({ contactPhone: '1380000' }))).toBe('请输入正确的手机号')
  })
})

describe('counters', () => {
  it('counts an emoji as one character', () => expect(contentLength('好😀')).toBe(2))
  it('shows the count out of 500', () => expect(contentCounter(TEN)).toBe('10/500'))
  it('leaves up to 3 image slots', () => {
    expect(remainingImageSlots([])).toBe(3)
    expect(remainingImageSlots(['a', 'b'])).toBe(1)
    expect(remainingImageSlots(['a', 'b', 'c', 'd'])).toBe(0)
  })
})

describe('orderContext', () => {
  it('reads orderNo and a known productType', () => {
    expect(orderContext({ orderNo: ' H123 ', productType: '1' })).toEqual({ orderNo: 'H123', productType: 1 })
  })
  it('ignores an empty order number and an unknown product type', () => {
    expect(orderContext({ orderNo: '', productType: '9' })).toEqual({ orderNo: undefined, productType: undefined })
  })
})

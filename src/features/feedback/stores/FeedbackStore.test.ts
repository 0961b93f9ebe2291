import type { FeedbackApi } from '../api/feedbackApi'
import { FeedbackStore } from './FeedbackStore'

const TEN = '这个功能非常好用谢谢'

function setup(query: Record<string, string> = {}, patch: Partial<FeedbackApi> = {}) {
  let n = 0
  const api: jest.Mocked<FeedbackApi> = {
    uploadImage: jest.fn(async (path: string) => `https://cdn/${++n}-${path}`),
    save: jest.fn().mockResolvedValue({ FeedbackId: 'f1' }),
    ...(patch as object),
  } as jest.Mocked<FeedbackApi>
  const store = new FeedbackStore(api, { contactPhone: '13800000001', query })
  return { api, store }
}

function fill(store: FeedbackStore) {
  store.setType(1)
  store.setContent(TEN)
}

describe('FeedbackStore', () => {
  it('prefills the contact phone and reads the order context', () => {
    const { store } = setup({ orderNo: 'H2024', productType: '1' })
    expect(store.contactPhone).toBe('13800000001')
    expect(store.orderNo).toBe('H2024')
    expect(store.productType).toBe(1)
  })

  it('refuses a short content with a message and sends nothing', async () => {
    const { store, api } = setup()
    store.setType(2)
    store.setContent('太短')
    expect(await store.submit()).toBe(false)
    expect(store.errorMessage).toBe('反馈内容至少10个字')
    expect(api.save).not.toHaveBeenCalled()
  })

  it('counts the content', () => {
    const { store } = setup()
    store.setContent(TEN)
    expect(store.counter).toBe('10/500')
  })

  it('submits the body with the order context', async () => {
    const { store, api } = setup({ orderNo: 'H2024', productType: '1' })
    fill(store)
    await store.addImages(['a.png'])
    expect(await store.submit()).toBe(true)
    expect(api.save).toHaveBeenCalledWith({
      FeedbackType: 1,
      Content: TEN,
      ImageUrls: ['https://cdn/1-a.png'],
      ContactPhone: '13800000001',
      OrderNo: 'H2024',
      ProductType: 1,
    })
  })

  it('leaves OrderNo and ProductType out when not opened from an order', async () => {
    const { store, api } = setup()
    fill(store)
    await store.submit()
    expect(api.save.mock.calls[0][0]).not.toHaveProperty('OrderNo')
    expect(api.save.mock.calls[0][0]).not.toHaveProperty('ProductType')
  })

  it('keeps the input and shows the Msg when saving fails', async () => {
    const { store } = setup({}, { save: jest.fn().mockRejectedValue({ Code: '5000', Msg: '提交过于频繁' }) })
    fill(store)
    expect(await store.submit()).toBe(false)
    expect(store.errorMessage).toBe('提交过于频繁')
    expect(store.content).toBe(TEN)
    expect(store.type).toBe(1)
    expect(store.isSubmitting).toBe(false)
  })

  it('uploads at most 3 images in all', async () => {
    const { store, api } = setup()
    await store.addImages(['1', '2'])
    await store.addImages(['3', '4', '5'])
    expect(api.uploadImage).toHaveBeenCalledTimes(3)
    expect(store.images).toHaveLength(3)
    expect(store.remainingSlots).toBe(0)
    await store.addImages(['6'])
    expect(api.uploadImage).toHaveBeenCalledTimes(3)
  })

  it('keeps the images that arrived when one upload fails', async () => {
    const uploadImage = jest.fn().mockResolvedValueOnce('u1').mockRejectedValueOnce({ Msg: '图片过大' })
    const { store } = setup({}, { uploadImage })
    await store.addImages(['a', 'b', 'c'])
    expect(store.images).toEqual(['u1'])
    expect(store.errorMessage).toBe('图片过大')
    expect(store.isUploading).toBe(false)
  })

  it('removes an image', async () => {
    const { store } = setup()
    await store.addImages(['a', 'b'])
    store.removeImage(0)
    expect(store.images).toEqual(['https://cdn/2-b'])
  })

  it('ignores submit while an upload runs', async () => {
    let finish!: (v: string) => void
    const { store, api } = setup({}, { uploadImage: jest.fn(() => new Promise<string>((r) => (finish = r))) })
    fill(store)
    const uploading = store.addImages(['a'])
    expect(await store.submit()).toBe(false)
    finish('u')
    await uploading
    expect(api.save).not.toHaveBeenCalled()
  })
})

import { fakeRequest } from '@test/shared/fakeRequest'
import { createFeedbackApi } from './feedbackApi'

it('uploads through tripwise-m-api common/upload and returns the address', async () => {
  const upload = jest.fn().mockResolvedValue({ Code: '0000', Msg: '', Data: { Url: 'https://x/a.png' } })
  const api = createFeedbackApi(fakeRequest({}).request, upload)
  await expect(api.uploadImage('blob:1')).resolves.toBe('https://x/a.png')
  expect(upload).toHaveBeenCalledWith('tripwise-m-api', 'common/upload', 'blob:1')
})

it('saves through tripwise-m-api dmm/feedback/save', async () => {
  const fake = fakeRequest({ 'tripwise-m-api/dmm/feedback/save': { FeedbackId: 'f1' } })
  const body = { FeedbackType: 2, Content: '这个功能非常好用谢谢', ImageUrls: [], ContactPhone: '13800000001' }
  await expect(createFeedbackApi(fake.request, jest.fn()).save(body)).resolves.toEqual({ FeedbackId: 'f1' })
  expect(fake.calls[0].body).toEqual(body)
})

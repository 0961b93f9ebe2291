import { platformUploadOptions } from './upload'

describe('platformUploadOptions', () => {
  it('names the file type on DingTalk, whose uploadFile refuses an upload without it', () => {
    expect(platformUploadOptions('dd')).toEqual({ fileType: 'image' })
  })

  it('adds nothing on WeChat and H5', () => {
    expect(platformUploadOptions('weapp')).toEqual({})
    expect(platformUploadOptions('h5')).toEqual({})
  })
})

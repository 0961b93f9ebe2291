import { faceTips, faceVersion, photoSources } from './faceFlow'

describe('faceFlow', () => {
  it('adds rules by version', () => {
    expect(faceTips('v1', 'self')).toHaveLength(2)
    expect(faceTips('v2', 'self')).toContain('请摘下眼镜、帽子和口罩')
    expect(faceTips('v3', 'newUser')[0]).toBe('新用户核验：请拍摄新用户本人的正面照片')
    expect(faceTips('v3', null)).toHaveLength(3)
  })
  it('reads a version and the photo sources', () => {
    expect(faceVersion('v3')).toBe('v3')
    expect(faceVersion('x')).toBe('v1')
    expect(photoSources(true)).toEqual(['camera', 'album'])
    expect(photoSources(false)).toEqual(['camera'])
  })
})

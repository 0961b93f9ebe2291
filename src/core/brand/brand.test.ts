import { DEFAULT_BRAND, brandKeyOf, brandOf, defaultLogoUrl, isDigicomsPlatform, isDossenPlatform, mergeBrand } from './brand'

describe('brand', () => {
  it.each([
    [1001, 'gdzl'],
    [1002, 'hbzhf'],
    ['1003', 'szth'],
    [1004, 'dossen'],
    [1005, 'digicoms'],
    [1006, 'xzw'],
  ])('agent platform %s is %s', (platId, key) => {
    expect(brandKeyOf(platId)).toBe(key)
    expect(brandOf(platId).logoUrl).toBe(`/static/brand/${key}/logo.png`)
  })

  it('anything else falls back to the default brand 差旅管家 (clgj)', () => {
    for (const id of [1020, '', null, undefined, 'x']) expect(brandKeyOf(id)).toBe('clgj')
    expect(DEFAULT_BRAND).toMatchObject({ key: 'clgj', platId: '', appName: '差旅管家' })
    expect(brandOf(1020).appName).toBe('差旅管家')
    expect(brandOf(1020).servicePhone).toBeTruthy()
  })

  it('logo addresses are built per agent under an asset base', () => {
    expect(defaultLogoUrl('dossen', 'https://cdn.x/')).toBe('https://cdn.x/static/brand/dossen/logo.png')
    expect(brandOf(1005, 'https://cdn.x').integralLogoUrl).toBe('https://cdn.x/static/brand/digicoms/integral-logo.png')
  })

  it('server values win when not empty', () => {
    const merged = mergeBrand(brandOf(1004), { agentAppName: '东呈', agentLogoDist: '', servicePhone: '400-1' })
    expect(merged).toMatchObject({ appName: '东呈', logoUrl: '/static/brand/dossen/logo.png', servicePhone: '400-1' })
  })

  it('dossen and digicoms checks', () => {
    expect(isDossenPlatform('1004')).toBe(true)
    expect(isDossenPlatform(1005)).toBe(false)
    expect(isDigicomsPlatform(1005)).toBe(true)
  })
})

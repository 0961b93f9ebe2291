import { customerServiceAction, feedbackUrl, hotlineConfirmText, onlineHelpUrl, onlineServiceAddress } from './onlineHelp'

describe('online help addresses', () => {
  it('builds the static page address with isApp=0, skipping empty values', () => {
    expect(onlineServiceAddress('https://m.example.com/', { appKey: 'K', productType: 1, orderNo: 'O1', orderStatus: 2 })).toBe(
      'https://m.example.com/hybrid/html/online_service.html?appKey=K&productType=1&orderNo=O1&orderStatus=2&isApp=0',
    )
    expect(onlineServiceAddress('https://m.example.com', {})).toBe('https://m.example.com/hybrid/html/online_service.html?isApp=0')
  })

  it('passes settingInfo, groupid and hotelInfo along', () => {
    const address = onlineServiceAddress('https://h', { settingInfo: '{"phone":"1"}', groupid: 'G', hotelInfo: 'H' })
    expect(new URL(address).searchParams.get('settingInfo')).toBe('{"phone":"1"}')
    expect(new URL(address).searchParams.get('groupid')).toBe('G')
    expect(new URL(address).searchParams.get('hotelInfo')).toBe('H')
  })

  it('opens the embedded page with the address encoded as paramUrl', () => {
    const url = onlineHelpUrl('https://h', { appKey: 'K', productType: 5, orderNo: 'O', orderStatus: 1 })
    expect(url).toBe(
      `/pages/index/iframeWeb?paramUrl=${encodeURIComponent(
        'https://h/hybrid/html/online_service.html?appKey=K&productType=5&orderNo=O&orderStatus=1&isApp=0',
      )}`,
    )
  })

  it('opens feedback with orderNo and productType only when given', () => {
    expect(feedbackUrl()).toBe('/pages/my2.0/feedback/edit')
    expect(feedbackUrl({ orderNo: 'O1', productType: 6 })).toBe('/pages/my2.0/feedback/edit?orderNo=O1&productType=6')
  })
})

describe('customerServiceAction', () => {
  it('type 1 opens the online chat', () => {
    expect(customerServiceAction(1, { chatUrl: '/chat', phone: '400' })).toEqual({ kind: 'chat', url: '/chat' })
  })

  it('type 2 calls the hotline', () => {
    expect(customerServiceAction('2', { chatUrl: '/chat', phone: ' 400-800 ' })).toEqual({ kind: 'call', phone: '400-800' })
    expect(hotlineConfirmText('400-800')).toBe('是否拨打客服电话 400-800？')
  })

  it('type 2 without a hotline falls back to the chat; unknown types chat', () => {
    expect(customerServiceAction(2, { chatUrl: '/chat', phone: '' })).toEqual({ kind: 'chat', url: '/chat' })
    expect(customerServiceAction(undefined, { chatUrl: '/chat' })).toEqual({ kind: 'chat', url: '/chat' })
  })
})

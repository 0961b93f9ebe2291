import TestUtils from '@tarojs/test-utils-react'
import { bodyText } from '@test/shared/render'
import { InfoRow } from './InfoRow'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('InfoRow', () => {
  it('shows the label and the value in a taro-ui list item without border', async () => {
    await new TestUtils().mount(() => <InfoRow label='订单号' value='H20261124001' />)
    const row = document.querySelector('.info-row')!
    expect(row.classList.contains('at-list__item')).toBe(true)
    expect(row.classList.contains('at-list__item--no-border')).toBe(true)
    expect(row.querySelector('.item-content__info-title')!.textContent).toBe('订单号')
    expect(row.querySelector('.item-extra__info')!.textContent).toBe('H20261124001')
    expect(row.classList.contains('info-row--emphasis')).toBe(false)
    expect(bodyText()).toContain('订单号H20261124001')
  })

  it('emphasises the value when asked', async () => {
    await new TestUtils().mount(() => <InfoRow label='订单总额' value='¥500.00' emphasis />)
    expect(document.querySelector('.info-row')!.classList.contains('info-row--emphasis')).toBe(true)
  })
})

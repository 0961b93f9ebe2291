import TestUtils from '@tarojs/test-utils-react'
import { clickText } from '@test/shared/render'
import { Tabs } from './Tabs'

afterEach(() => {
  document.body.innerHTML = ''
})

const TABS = [
  { key: 'all', title: '全部' },
  { key: 'pay', title: '待支付' },
  { key: 'done', title: '已完成' },
] as const

type Key = (typeof TABS)[number]['key']

const items = () => Array.from(document.querySelectorAll('.at-tabs__item')).map((n) => n.textContent)
const active = () => document.querySelector('.at-tabs__item--active')?.textContent

describe('Tabs', () => {
  it("renders taro-ui's tabs with the current one active and selects another by key", async () => {
    const onSelect = jest.fn<void, [Key]>()
    await new TestUtils().mount(() => <Tabs tabs={TABS} current='pay' onSelect={onSelect} />)
    expect(items()).toEqual(['全部', '待支付', '已完成'])
    expect(active()).toBe('待支付')
    await clickText('已完成')
    expect(onSelect).toHaveBeenCalledWith('done')
  })

  it('tapping the current tab selects nothing', async () => {
    const onSelect = jest.fn()
    await new TestUtils().mount(() => <Tabs tabs={TABS} current='all' onSelect={onSelect} />)
    await clickText('全部')
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('scrolls sideways only when more than four tabs', async () => {
    await new TestUtils().mount(() => <Tabs tabs={TABS} current='all' onSelect={() => undefined} />)
    expect(document.querySelector('.at-tabs--scroll')).toBeNull()
    document.body.innerHTML = ''
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, title: key.toUpperCase() }))
    await new TestUtils().mount(() => <Tabs tabs={six} current='f' onSelect={() => undefined} />)
    expect(document.querySelector('.at-tabs--scroll')).not.toBeNull()
    expect(active()).toBe('F')
  })
})

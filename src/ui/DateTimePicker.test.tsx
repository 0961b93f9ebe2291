import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker'

beforeAll(() => {
  initPxTransform()
  // jsdom has no scrolling; the picker column scrolls to the selected item.
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

function windowOf(width: number, height: number) {
  jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: width, windowHeight: height } as never)
}

async function mount(props: Omit<DateTimePickerProps, 'children'>) {
  const root = testRoot()
  const t = new TestUtils()
  await t.mount(withStores(root, DateTimePicker), { props: { ...props, children: <Text className='trigger'>选择</Text> } })
  const click = (selector: string) => t.fireEvent.click(document.querySelector(selector)!)
  const pick = (value: number[]) =>
    t.act(() => {
      document.querySelector('.dt-picker__view')!.dispatchEvent(new CustomEvent('change', { detail: { value } }))
    })
  const columns = () =>
    Array.from(document.querySelectorAll('taro-picker-view-column-core')).map((column) =>
      Array.from(column.querySelectorAll('.dt-picker__item')).map((n) => n.textContent),
    )
  const key = (name: string) => t.act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: name })))
  return { t, root, click, pick, columns, key }
}

describe('DateTimePicker', () => {
  it('opens as a bottom sheet on phones, with 34 px items, and confirms the clamped value', async () => {
    windowOf(375, 667)
    const onChange = jest.fn()
    const { click, columns, root } = await mount({ mode: 'time', value: '07:10', start: '08:00', end: '18:00', onChange })
    expect(document.querySelector('.dt-picker')).toBeNull()
    click('.trigger')
    expect(document.querySelector('.dt-picker--sheet')).not.toBeNull()
    expect(root.ui.openPopupCount).toBe(1)
    expect(columns()[0]).toHaveLength(24)
    expect((document.querySelector('.dt-picker__item') as HTMLElement).style.height).toBe('34px')
    click('.dt-picker__confirm')
    expect(onChange).toHaveBeenCalledWith('08:00')
    expect(root.ui.openPopupCount).toBe(0)
  })

  it('a tapped row of a column is chosen, as on a phone wheel (a tap on 后天 selects it)', async () => {
    windowOf(375, 667)
    const onChange = jest.fn()
    const { click } = await mount({ mode: 'selector', range: ['昨天', '今天', '明天', '后天'], value: 1, onChange })
    click('.trigger')
    const rows = Array.from(document.querySelectorAll('.dt-picker__item'))
    click(`taro-picker-view-column-core .dt-picker__item:nth-child(${rows.findIndex((n) => n.textContent === '后天') + 1})`)
    click('.dt-picker__confirm')
    expect(onChange).toHaveBeenCalledWith(3)
  })

  it('snaps a moved column into the bounds and follows the month with the day column', async () => {
    windowOf(375, 667)
    const onChange = jest.fn()
    const { click, pick, columns } = await mount({ mode: 'date', value: '2025-01-31', start: '2025-01-15', end: '2025-03-20', onChange })
    click('.trigger')
    const years = columns()[0]
    const y = years.indexOf('2025年')
    expect(columns()[2]).toHaveLength(31)
    pick([y, 1, 30])
    expect(columns()[2]).toHaveLength(28)
    click('.dt-picker__confirm')
    expect(onChange).toHaveBeenLastCalledWith('2025-02-28')
  })

  it('passes column moves of a multiSelector to onColumnChange and resets invalid values', async () => {
    windowOf(375, 667)
    const onChange = jest.fn()
    const onColumnChange = jest.fn()
    const { click, pick } = await mount({
      mode: 'multiSelector',
      range: [
        ['华东', '华北'],
        ['上海', '杭州'],
      ],
      value: [1, 9],
      onChange,
      onColumnChange,
    })
    click('.trigger')
    pick([0, 0])
    expect(onColumnChange).toHaveBeenCalledWith(0, 0)
    click('.dt-picker__confirm')
    expect(onChange).toHaveBeenCalledWith([0, 0])
  })

  it('cancels with 取消 and then closes after the close animation', async () => {
    windowOf(375, 667)
    const onCancel = jest.fn()
    const onChange = jest.fn()
    const { t, click } = await mount({ mode: 'selector', range: ['a', 'b'], value: 1, onCancel, onChange })
    click('.trigger')
    jest.useFakeTimers()
    click('.dt-picker__cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onChange).not.toHaveBeenCalled()
    expect(document.querySelector('.dt-picker--closing')).not.toBeNull()
    t.act(() => void jest.advanceTimersByTime(279))
    expect(document.querySelector('.dt-picker')).not.toBeNull()
    t.act(() => void jest.advanceTimersByTime(1))
    expect(document.querySelector('.dt-picker')).toBeNull()
  })

  it('on a desktop window opens as a 300 wide popover where Esc cancels and Enter confirms', async () => {
    windowOf(1280, 800)
    const onChange = jest.fn()
    const onCancel = jest.fn()
    const { click, key } = await mount({ mode: 'selector', range: ['a', 'b', 'c'], value: 2, onChange, onCancel })
    click('.trigger')
    expect(document.querySelector('.dt-picker--popover')).not.toBeNull()
    expect((document.querySelector('.dt-picker__panel') as HTMLElement).style.width).toBe('300px')
    key('Escape')
    expect(onCancel).toHaveBeenCalledTimes(1)
    click('.trigger')
    key('Enter')
    expect(onChange).toHaveBeenCalledWith(2)
  })

  it('does not listen to keys on phones, and does not open when disabled', async () => {
    windowOf(375, 667)
    const onCancel = jest.fn()
    const phone = await mount({ mode: 'selector', range: ['a'], onCancel })
    phone.click('.trigger')
    phone.key('Escape')
    expect(onCancel).not.toHaveBeenCalled()
    document.body.innerHTML = ''
    const disabled = await mount({ mode: 'selector', range: ['a'], disabled: true })
    disabled.click('.trigger')
    expect(document.querySelector('.dt-picker')).toBeNull()
  })
})

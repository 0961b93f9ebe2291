import TestUtils from '@tarojs/test-utils-react'
import { Text } from '@tarojs/components'
import { initPxTransform } from '@test/shell/taro'
import { BottomSheet, type BottomSheetProps } from './BottomSheet'

beforeAll(initPxTransform)
afterEach(() => {
  document.body.innerHTML = ''
})

async function mount(props: Omit<BottomSheetProps, 'children'>) {
  const t = new TestUtils()
  await t.mount(BottomSheet, { props: { ...props, children: <Text className='body'>内容</Text> } })
  return t
}

describe('BottomSheet', () => {
  it('shows a mask and a close icon in the title bar; both close it', async () => {
    const onClose = jest.fn()
    const t = await mount({ isOpened: true, title: '选择', onClose })
    expect(document.querySelector('.at-float-layout--active')).not.toBeNull()
    t.fireEvent.click(document.querySelector('.layout-header__btn-close')!)
    t.fireEvent.click(document.querySelector('.at-float-layout__overlay')!)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('without a title the close icon sits at the top right', async () => {
    const onClose = jest.fn()
    const t = await mount({ isOpened: true, onClose })
    t.fireEvent.click(document.querySelector('.bottom-sheet__close')!)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('is hidden while closed', async () => {
    await mount({ isOpened: false, onClose: jest.fn() })
    expect(document.querySelector('.at-float-layout--active')).toBeNull()
  })
})

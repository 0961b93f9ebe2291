import { Text, View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { initPxTransform } from '@test/shell/taro'
import { testRoot, withStores } from '@test/shell/stores'
import { bodyText, clickText } from '@test/shared/render'
import { useConfirm } from './useConfirm'

beforeAll(initPxTransform)
afterEach(() => {
  document.body.innerHTML = ''
})

function TwoRows({ onRemove }: { onRemove: (name: string) => void }) {
  const removal = useConfirm(onRemove, (name: string) => `确定删除${name}吗？`)
  return (
    <View>
      <Text onClick={() => removal.ask('张三')}>删张三</Text>
      <Text onClick={() => removal.ask('李四')}>删李四</Text>
      {removal.popup}
    </View>
  )
}

describe('useConfirm', () => {
  it('acts on the item asked about only after 确定删除, and not after 取消', async () => {
    const onRemove = jest.fn()
    await new TestUtils().mount(withStores(testRoot(), TwoRows), { props: { onRemove } })
    expect(document.querySelector('.at-modal--active')).toBeNull()
    await clickText('删李四')
    expect(bodyText()).toContain('确定删除李四吗？')
    await clickText('取消')
    expect(onRemove).not.toHaveBeenCalled()
    await clickText('删张三')
    await clickText('确定删除')
    expect(onRemove).toHaveBeenCalledTimes(1)
    expect(onRemove).toHaveBeenCalledWith('张三')
    expect(document.querySelector('.at-modal--active')).toBeNull()
  })
})

import TestUtils from '@tarojs/test-utils-react'
import { Input, Text } from '@tarojs/components'
import { useState } from 'react'
import { bodyText, clickText, typeInto } from '@test/shared/render'
import { StateView, type LoadStatus } from './StateView'

type State = { status: LoadStatus; errorMessage: string }
const loading = (): State => ({ status: 'loading', errorMessage: '' })

async function mount(state: State, props: { isEmpty?: boolean; onRetry?: () => void } = {}) {
  const utils = new TestUtils()
  await utils.mount(() => (
    <StateView state={state} onRetry={props.onRetry ?? (() => undefined)} isEmpty={props.isEmpty} emptyText='暂无行程'>
      <Text>内容</Text>
    </StateView>
  ))
  return utils
}

describe('StateView', () => {
  let utils: TestUtils | undefined
  afterEach(() => utils?.unmout())

  it('shows loading before data', async () => {
    utils = await mount(loading())
    expect(bodyText()).toContain('加载中')
    utils.unmout()
    utils = await mount({ status: 'idle', errorMessage: '' })
    expect(bodyText()).toContain('加载中')
    expect(bodyText()).not.toContain('内容')
  })

  it('shows the error with a retry', async () => {
    const state: State = { status: 'error', errorMessage: '服务异常' }
    const onRetry = jest.fn()
    utils = await mount(state, { onRetry })
    expect(bodyText()).toContain('服务异常')
    await clickText('重试')
    expect(onRetry).toHaveBeenCalled()
  })

  it('shows the empty text or the content', async () => {
    const state: State = { status: 'ready', errorMessage: '' }
    utils = await mount(state, { isEmpty: true })
    expect(bodyText()).toContain('暂无行程')
    utils.unmout()
    utils = await mount(state)
    expect(bodyText()).toContain('内容')
  })
})

it('typeInto drives a Taro Input', async () => {
  function Echo() {
    const [value, setValue] = useState('')
    return (
      <>
        <Input placeholder='请输入' value={value} onInput={(e) => setValue(e.detail.value)} />
        <Text>值:{value}</Text>
      </>
    )
  }
  const utils = new TestUtils()
  await utils.mount(Echo)
  await typeInto('请输入', '138')
  expect(bodyText()).toContain('值:138')
  utils.unmout()
})

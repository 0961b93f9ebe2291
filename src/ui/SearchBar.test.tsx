import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import { act } from 'react'
import { bodyText, clickText, flush, typeIntoField } from '@test/shared/render'
import { wrapperLabel } from './NamedInput'
import { SearchBar } from './SearchBar'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SearchBar', () => {
  it("is taro-ui's search bar: typing changes the keyword, 搜索 searches, the clear icon clears", async () => {
    const onSearch = jest.fn()
    function Harness() {
      const [value, setValue] = useState('')
      return (
        <>
          <SearchBar value={value} placeholder='搜索城市' onChange={setValue} onSearch={onSearch} onClear={() => setValue('')} />
          <span className='echo'>关键词:{value}</span>
        </>
      )
    }
    await new TestUtils().mount(Harness)
    expect(document.querySelector('.at-search-bar')).not.toBeNull()
    await typeIntoField('.at-search-bar', '上海')
    expect(bodyText()).toContain('关键词:上海')
    await clickText('搜索')
    expect(onSearch).toHaveBeenCalledTimes(1)
    // taro-ui clears on touchstart of the clear icon
    await act(async () => {
      document.querySelector('.at-search-bar__clear')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    })
    await flush()
    expect(bodyText()).toContain('关键词:')
    expect(bodyText()).not.toContain('关键词:上海')
  })

  it('names its input by the placeholder on H5 (taro-ui shows the placeholder as a separate text)', async () => {
    function Harness() {
      const [value, setValue] = useState('')
      return <SearchBar value={value} placeholder='搜索城市' onChange={setValue} onSearch={() => undefined} onClear={() => setValue('')} />
    }
    await new TestUtils().mount(Harness)
    await flush()
    expect(document.querySelector('.at-search-bar input')?.getAttribute('aria-label')).toBe('搜索城市')
  })
})

describe('wrapperLabel', () => {
  it('names the search field in the mini-programs, where taro-ui gives its input no label, and not on H5', () => {
    expect(wrapperLabel('搜索城市', 'weapp')).toEqual({ ariaLabel: '搜索城市' })
    expect(wrapperLabel('搜索城市', 'dd')).toEqual({ ariaLabel: '搜索城市' })
    expect(wrapperLabel('搜索城市', 'h5')).toEqual({})
  })
})

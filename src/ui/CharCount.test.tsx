import TestUtils from '@tarojs/test-utils-react'
import { CharCount, charCount } from './CharCount'

afterEach(() => {
  document.body.innerHTML = ''
})

test('counts characters as a person does', () => {
  expect(charCount('')).toBe(0)
  expect(charCount('上海出差')).toBe(4)
  expect(charCount('赵六😀')).toBe(3)
})

test('shows count/max, marked at the limit', async () => {
  await new TestUtils().mount(() => <CharCount value='客户招待' max={200} />)
  const counter = document.querySelector('.char-count')!
  expect(counter.textContent).toBe('4/200')
  expect(counter.classList.contains('char-count--full')).toBe(false)
  document.body.innerHTML = ''
  await new TestUtils().mount(() => <CharCount value='12345' max={5} />)
  expect(document.querySelector('.char-count')!.classList.contains('char-count--full')).toBe(true)
})

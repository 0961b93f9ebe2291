import { missingAddress, notFoundKind, notFoundUrl, renamedAddress, shownPath } from './notFound'

const lookup = (path: string) => ({ '/pages/train/index/index': { isLive: false }, '/pages/index/index': { isLive: true } })[path]

// Issue 13 item 6: unknown and not-yet-live addresses bounced to home silently.
it('tells a spec route that is not built (暂未开通) from an unknown address (页面不存在)', () => {
  expect(notFoundKind('/pages/train/index/index', lookup)).toBe('notLive')
  expect(notFoundKind('/pages/no/such', lookup)).toBe('unknown')
})

it('sends the app to the entry with the address it could not open', () => {
  expect(missingAddress({ path: 'pages/no/such', query: { a: '1', $taroTimestamp: 5 } })).toBe('/pages/no/such?a=1')
  expect(notFoundUrl('/pages/no/such?a=1')).toBe(`/pages/entry/index?missing=${encodeURIComponent('/pages/no/such?a=1')}`)
  expect(shownPath('')).toBe('/')
  expect(shownPath(`/${'x'.repeat(300)}`)).toHaveLength(201)
})

describe('renamedAddress', () => {
  const mini = (path: string) => path.replace(/\/index3\.0$/, '/index3_0')
  it('answers the build\'s own name of the page, with the query', () => {
    expect(renamedAddress('/pages/common2.0/facialVerification/index3.0?verifyId=ab', mini)).toBe('/pages/common2.0/facialVerification/index3_0?verifyId=ab')
    expect(renamedAddress('/pages/common2.0/facialVerification/index3.0', mini)).toBe('/pages/common2.0/facialVerification/index3_0')
  })
  it('answers nothing for an address the build names the same', () => {
    expect(renamedAddress('/pages/nowhere/index?x=1', mini)).toBeUndefined()
  })
})

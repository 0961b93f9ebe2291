import { takeLaunchAddress } from './launchAddress'

describe('takeLaunchAddress', () => {
  it('gives the address read at load once, then nothing', () => {
    expect(takeLaunchAddress()).toBe(location.href)
    expect(takeLaunchAddress()).toBe('')
  })
})

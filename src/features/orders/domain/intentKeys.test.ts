import { IntentKeys } from './intentKeys'

describe('IntentKeys', () => {
  it('keeps one id per intent until it settles, and separates intents', () => {
    let n = 0
    const keys = new IntentKeys(() => `req-${++n}`)
    expect(keys.keyFor('pay:H1:enterprise')).toBe('req-1')
    expect(keys.keyFor('pay:H1:enterprise')).toBe('req-1')
    expect(keys.keyFor('pay:H1:personal')).toBe('req-2')
    keys.settle('pay:H1:enterprise')
    expect(keys.keyFor('pay:H1:enterprise')).toBe('req-3')
    expect(keys.keyFor('pay:H1:personal')).toBe('req-2')
  })
})

import { APP_CONFIG_OFF } from './appConfig'

describe('app configuration defaults', () => {
  it('has every flag off and every text empty, and cannot be changed by a reader', () => {
    expect(Object.keys(APP_CONFIG_OFF)).toHaveLength(15)
    for (const value of Object.values(APP_CONFIG_OFF)) expect(value === false || value === '').toBe(true)
    expect(Object.isFrozen(APP_CONFIG_OFF)).toBe(true)
  })
})

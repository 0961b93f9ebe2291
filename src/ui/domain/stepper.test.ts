import { clampStep } from './stepper'

describe('clampStep', () => {
  it('keeps a value within min..max as a whole number', () => {
    expect(clampStep(2, 1, 3)).toBe(2)
    expect(clampStep(0, 1, 3)).toBe(1)
    expect(clampStep(9, 1, 3)).toBe(3)
    expect(clampStep(2.7, 1, 3)).toBe(2)
  })

  it('answers min for what is no number', () => {
    expect(clampStep(Number.NaN, 1, 3)).toBe(1)
    expect(clampStep(Number.POSITIVE_INFINITY, 2, 5)).toBe(2)
  })
})

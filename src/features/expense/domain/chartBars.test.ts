import { barPercents } from './chartBars'

test.each([
  [[], []],
  [[0, 0], [0, 0]],
  [[50, 100, 0], [50, 100, 0]],
  [[1, 1000], [2, 100]],
  [[333, 1000], [33, 100]],
])('%j -> %j', (values, percents) => {
  expect(barPercents(values)).toEqual(percents)
})

import { homeLayout, homeVariant } from './homeVariant'

it('reads the variant, defaulting to index', () => {
  expect(homeVariant('index3')).toBe('index3')
  expect(homeVariant('dossen')).toBe('dossen')
  expect(homeVariant('index2')).toBe('index2')
  expect(homeVariant(undefined)).toBe('index')
  expect(homeVariant('other')).toBe('index')
})

it('shows points on index 3.0 and dossen only', () => {
  expect(homeLayout('index3').showsPoints).toBe(true)
  expect(homeLayout('dossen').showsPoints).toBe(true)
  expect(homeLayout('index').showsPoints).toBe(false)
  expect(homeLayout('index2').showsPoints).toBe(false)
})

it('index 2.0 shows product cards, the others a grid', () => {
  expect(homeLayout('index2').entryStyle).toBe('cards')
  expect(homeLayout('index').entryStyle).toBe('grid')
})

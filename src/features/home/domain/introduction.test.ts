import { introduction } from './introduction'

it('names the brand in the headline', () => {
  expect(introduction('东呈商旅').headline).toBe('东呈商旅：企业差旅一站式管理')
})

it('describes every product the app offers, once each', () => {
  const keys = introduction('差旅管家').sections.map((s) => s.key)
  expect(keys).toEqual(['flight', 'train', 'hotel', 'car', 'takeout', 'approval', 'expense', 'service'])
  expect(new Set(keys).size).toBe(keys.length)
})

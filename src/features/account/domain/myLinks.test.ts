import { routeById } from '@/routes/registry'
import { myLinks, myVariant } from './myLinks'

const all = () => true
const keys = (...args: Parameters<typeof myLinks>) => myLinks(...args).map((l) => l.key)

it('shows only links whose route is live', () => {
  const live = new Set(['order3.0/triplist', 'my2.0/feedback/edit'])
  expect(keys('default', (id) => live.has(id), false)).toEqual(['trips', 'feedback'])
})

it('puts the points links first on the integral variant only', () => {
  expect(keys('integral', all, false).slice(0, 3)).toEqual(['integral', 'cashback', 'integralDescription'])
  expect(keys('default', all, false)).not.toContain('integral')
})

it('offers 切换企业 only to members of several enterprises, with changeEnterprise=1', () => {
  expect(keys('default', all, false)).not.toContain('changeEnterprise')
  const link = myLinks('default', all, true).find((l) => l.key === 'changeEnterprise')
  expect(link).toMatchObject({ title: '切换企业', query: { changeEnterprise: '1' } })
})

it('names only routes of the registry', () => {
  for (const link of myLinks('integral', all, true)) expect(() => routeById(link.routeId)).not.toThrow()
})

it('reads the variant', () => {
  expect(myVariant('integral')).toBe('integral')
  expect(myVariant(undefined)).toBe('default')
})

it('offers 我的审批 to approvers, first of the common links (issue 13)', () => {
  expect(keys('default', all, false)).not.toContain('approvals')
  const links = myLinks('default', all, false, 'order3.0/approvalList')
  expect(links[0]).toMatchObject({ key: 'approvals', title: '我的审批', routeId: 'order3.0/approvalList' })
})

it('offers 企业充值 to managers and finance only (issue 20)', () => {
  expect(keys('default', all, false)).not.toContain('recharge')
  expect(keys('default', all, false, null, true)).toContain('recharge')
  expect(keys('default', all, false)).toEqual(expect.arrayContaining(['collection', 'together', 'feedbackList']))
})

it('offers 私车公用 (the private-car mileage record) when its route is live (issue 19)', () => {
  const link = myLinks('default', all, false).find((l) => l.key === 'mileage')
  expect(link).toMatchObject({ title: '私车公用', routeId: 'scgy/record' })
  expect(keys('default', (id) => id !== 'scgy/record', false)).not.toContain('mileage')
})

import { pointsLines } from './pointsStatus'

const values = (status: Parameters<typeof pointsLines>[0]) => pointsLines(status).map((l) => `${l.label}:${l.value}`)

it('shows open points and an open mall', () => {
  expect(values({ IsOpenBonusPoints: true, BonusPointsEnterpriseStatus: 1, IsOpenBounusMall: 1 })).toEqual([
    '企业积分:已开通',
    '积分商城:已开放',
  ])
})

it('shows points not opened when the switch is off, whatever the status', () => {
  expect(values({ IsOpenBonusPoints: 0, BonusPointsEnterpriseStatus: 1 })).toEqual(['企业积分:未开通', '积分商城:未开放'])
})

it('shows a suspended enterprise (status 2) and an unknown status as not opened', () => {
  expect(values({ IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 2 })[0]).toBe('企业积分:已暂停')
  expect(values({ IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: '0' })[0]).toBe('企业积分:未开通')
  expect(values({ IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: '1' })[0]).toBe('企业积分:已开通')
})

it('adds the car-use limit when it applies', () => {
  expect(values({ IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1, BonusPointsUseCarLimited: true })).toContain('用车:积分用车受限')
})

it('marks positive lines', () => {
  const lines = pointsLines({ IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1, IsOpenBounusMall: 0 })
  expect(lines.map((l) => l.isPositive)).toEqual([true, false])
})

import { connectionWait, waitText } from './transfer'

const at = (arrive: number, depart: number, other = false) => ({ arriveMinute: arrive, arriveStation: '上海虹桥', departMinute: depart, departStation: other ? '上海' : '上海虹桥' })

describe('transfer connection rules', () => {
  it.each([
    ['same station, 19 minutes: too short', at(600, 619), null],
    ['same station, 20 minutes: allowed', at(600, 620), 20],
    ['other station, 59 minutes: too short', at(600, 659, true), null],
    ['other station, 60 minutes: allowed', at(600, 660, true), 60],
    ['6 hours: allowed', at(600, 960), 360],
    ['6 hours 1 minute: too long', at(600, 961), null],
    ['second train before the first arrives', at(600, 590), null],
  ])('%s', (_name, connection, wait) => expect(connectionWait(connection)).toBe(wait))
  it('wait text', () => {
    expect(waitText(45)).toBe('45分钟')
    expect(waitText(120)).toBe('2小时')
    expect(waitText(135)).toBe('2小时15分')
  })
})

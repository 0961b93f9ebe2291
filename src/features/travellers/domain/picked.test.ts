import { toggleTraveller, travellerKey, travellerMemberIds, type PickedTraveller } from './picked'

const person = (memberId: string, passengerId = '', name = `n${memberId}${passengerId}`): PickedTraveller => ({
  kind: memberId ? 'colleague' : 'passenger',
  memberId,
  passengerId,
  name,
  phone: '',
  departmentName: '',
})

describe('toggleTraveller', () => {
  const a = person('1')
  const b = person('2')
  const outsider = person('', '7')
  it.each([
    ['adds to an empty list', [], a, 2, ['m1'], false],
    ['adds below max', [a], b, 2, ['m1', 'm2'], false],
    ['refuses at max', [a, b], outsider, 2, ['m1', 'm2'], true],
    ['removes a chosen one even at max', [a, b], person('2', '', 'other name'), 2, ['m1'], false],
    ['removes a passenger by passenger id', [outsider], person('', '7'), 1, [], false],
    ['max 1 with nobody chosen adds', [], outsider, 1, ['p7'], false],
  ])('%s', (_title, list, traveller, max, keys, full) => {
    const result = toggleTraveller(list, traveller, max)
    expect(result.list.map(travellerKey)).toEqual(keys)
    expect(result.full).toBe(full)
  })
})

describe('travellerMemberIds', () => {
  it.each([
    [[], []],
    [[person('1'), person('', '7')], ['1']],
    [[person('1'), person('1', '3')], ['1']],
  ])('%#', (list, ids) => expect(travellerMemberIds(list)).toEqual(ids))
})

describe('travellerKey', () => {
  it('falls back to the name for someone without ids', () => expect(travellerKey({ memberId: '', passengerId: '', name: '王五' })).toBe('n王五'))
})

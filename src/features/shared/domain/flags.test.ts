import { isOn } from './flags'

it.each([true, 1, '1', 'true'])('%p is on', (v) => expect(isOn(v)).toBe(true))
it.each([false, 0, '0', '', null, undefined, 'false', 2])('%p is off', (v) => expect(isOn(v)).toBe(false))

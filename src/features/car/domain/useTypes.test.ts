import { allowedUseTypes } from './useTypes'

const rights = (car: boolean, temp: boolean, work: boolean) => ({ IsPermittedUseCar: car, IsPermittedUseCarTemp: temp, IsPermittedUseCarWork: work })

describe('use types a member may choose', () => {
  it.each([
    [rights(true, true, true), [1, 2, 3, 4, 5, 6]],
    [rights(true, false, true), [3, 4, 5, 6]],
    [rights(true, true, false), [1, 2, 3, 4, 5]],
    [rights(false, true, false), [1, 2, 3, 4, 5]],
    [rights(false, false, false), []],
  ])('%o allows %p', (r, types) => expect(allowedUseTypes(r).map((t) => t.useType)).toEqual(types))
})

import { reloadDecision } from './reload'

describe('reloadDecision', () => {
  it('stays while the network type is none', () => {
    expect(reloadDecision('none', 3)).toEqual({ kind: 'offline' })
    expect(reloadDecision(undefined, 3)).toEqual({ kind: 'offline' })
  })

  it('goes back when online and a page is behind', () => {
    expect(reloadDecision('wifi', 2)).toEqual({ kind: 'back' })
    expect(reloadDecision('4g', 5)).toEqual({ kind: 'back' })
  })

  it('restarts from the entry when it was opened first', () => {
    expect(reloadDecision('wifi', 1)).toEqual({ kind: 'relaunch', url: '/pages/entry/index' })
  })
})

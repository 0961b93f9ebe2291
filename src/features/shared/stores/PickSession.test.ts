import { PickSession, sessionsPer } from './PickSession'

describe('PickSession', () => {
  it('hands the answer to the purpose that asked, once', () => {
    const session = new PickSession<{ max: number }, string[]>()
    session.open('hotel', { max: 2 })
    expect(session.request).toEqual({ max: 2 })
    session.answer(['a'])
    expect(session.take('train')).toBeUndefined()
    expect(session.take('hotel')).toEqual(['a'])
    expect(session.take('hotel')).toBeUndefined()
  })

  it('forgets an earlier answer when the same purpose opens again', () => {
    const session = new PickSession<null, number>()
    session.open('p', null)
    session.answer(1)
    session.open('p', null)
    expect(session.take('p')).toBeUndefined()
  })

  it('ignores an answer when nothing was opened', () => {
    const session = new PickSession<null, number>()
    session.answer(1)
    expect(session.take('')).toBeUndefined()
  })

  it('keeps one session per owner', () => {
    const of = sessionsPer<null, number>()
    const a = {}
    expect(of(a)).toBe(of(a))
    expect(of(a)).not.toBe(of({}))
  })
})

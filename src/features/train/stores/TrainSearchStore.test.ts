import { TrainSearchStore } from './TrainSearchStore'

function historyPort(train: unknown[] = []) {
  const port = {
    history: { train },
    addHistory: (_type: 'train', item: unknown) => void (port.history.train = [item, ...port.history.train]),
    clearHistory: () => void (port.history.train = []),
  }
  return port
}

describe('TrainSearchStore (decision 0722)', () => {
  it('opens on the last route searched; 北京→上海 without one', () => {
    const history = historyPort([{ from: { name: '济南西', code: 'JGK' }, to: { name: '长沙南', code: 'CWQ' } }, { from: { name: '北京', code: '北京' }, to: { name: '西安', code: '西安' } }])
    const search = new TrainSearchStore('2026-11-29', history)
    expect([search.from.name, search.to.name]).toEqual(['济南西', '长沙南'])
    expect(search.recent).toHaveLength(2)
    const fresh = new TrainSearchStore('2026-11-29', historyPort())
    expect([fresh.from.name, fresh.to.name]).toEqual(['北京', '上海'])
  })
  it('keeps each search and clears the history', () => {
    const history = historyPort()
    const search = new TrainSearchStore('2026-11-29', history)
    search.setPlace('to', { name: '杭州东', code: 'HGH' })
    expect(search.submit()).toMatchObject({ query: { toName: '杭州东' } })
    expect(new TrainSearchStore('2026-11-29', history).to.name).toBe('杭州东')
    search.clearHistory()
    expect(search.recent).toEqual([])
  })
})

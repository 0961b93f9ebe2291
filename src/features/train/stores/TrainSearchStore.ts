import { makeAutoObservable } from 'mobx'
import type { RootStore } from '@/stores/root'

export type TrainPlace = { name: string; code: string }
export type TrainSearchHistory = { from: TrainPlace; to: TrainPlace }

const HISTORY_LIMIT = 10

/**
 * The train search of this app run: from and to (a city, or a station with its telecode), date, 只看高铁动车. The home
 * and the station picker share it; each search is kept in the member's search history (type 'train'), and the home
 * opens on the last route searched (decision 0722).
 */
export class TrainSearchStore {
  from: TrainPlace = { name: '北京', code: '北京' }
  to: TrainPlace = { name: '上海', code: '上海' }
  date: string
  onlyHighSpeed = false

  constructor(
    today: string,
    private readonly history: { history: Record<'train', unknown[]>; addHistory(type: 'train', item: unknown): void; clearHistory(type: 'train'): void },
  ) {
    this.date = today
    const last = this.recent[0]
    if (last) this.useHistory(last)
    makeAutoObservable<TrainSearchStore, 'history'>(this, { history: false })
  }

  get recent(): TrainSearchHistory[] {
    return (this.history.history.train as TrainSearchHistory[]).filter((h) => h?.from?.name && h?.to?.name).slice(0, HISTORY_LIMIT)
  }

  setPlace(side: 'from' | 'to', place: TrainPlace) {
    this[side] = place
  }

  swap() {
    const from = this.from
    this.from = this.to
    this.to = from
  }

  setDate(date: string) {
    this.date = date
  }

  setOnlyHighSpeed(value: boolean) {
    this.onlyHighSpeed = value
  }

  useHistory(entry: TrainSearchHistory) {
    this.from = entry.from
    this.to = entry.to
  }

  clearHistory() {
    this.history.clearHistory('train')
  }

  /** The list's query, or a Chinese reason why the search cannot run. */
  submit(): { query: Record<string, string> } | { error: string } {
    if (this.from.code === this.to.code || this.from.name === this.to.name) return { error: '出发地和到达地不能相同' }
    this.history.addHistory('train', { from: this.from, to: this.to })
    return { query: { from: this.from.code, to: this.to.code, fromName: this.from.name, toName: this.to.name, date: this.date, highSpeed: this.onlyHighSpeed ? '1' : '0' } }
  }
}

const searches = new WeakMap<RootStore, TrainSearchStore>()

/** The train search of the app run (one per root store). */
export function trainSearchOf(root: RootStore, today: string): TrainSearchStore {
  let search = searches.get(root)
  if (!search) {
    search = new TrainSearchStore(today, root.searchCache)
    searches.set(root, search)
  }
  return search
}

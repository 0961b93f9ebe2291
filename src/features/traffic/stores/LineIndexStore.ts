import { makeAutoObservable, runInAction } from 'mobx'
import type { FrequentLine } from '@api/traffic'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrafficApi } from '../api/trafficApi'

/** 交通首页's 常用线路: the member's frequent lines (2000: none yet). */
export class LineIndexStore {
  readonly load = new LoadState('常用线路加载失败，请重试')
  lines: FrequentLine[] = []

  constructor(private readonly api: Pick<TrafficApi, 'frequentLines'>) {
    makeAutoObservable<LineIndexStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.frequentLines(),
      (data) => runInAction(() => (this.lines = data.Lines)),
    )
  }
}

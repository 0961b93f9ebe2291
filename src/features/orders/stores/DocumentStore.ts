import { makeAutoObservable, observable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'

/** One document loaded for a screen (bank transfer details, the pay result): load state and the data. */
export class DocumentStore<T> {
  readonly load: LoadState
  data: T | null = null

  constructor(
    private readonly fetcher: () => Promise<T>,
    fallbackMessage = '加载失败，请重试',
  ) {
    this.load = new LoadState(fallbackMessage)
    makeAutoObservable<DocumentStore<T>, 'fetcher'>(this, { load: false, fetcher: false, data: observable.ref })
  }

  fetch(): Promise<boolean> {
    return this.load.run(this.fetcher, (data) => this.setData(data))
  }

  private setData(data: T): void {
    this.data = data
  }
}

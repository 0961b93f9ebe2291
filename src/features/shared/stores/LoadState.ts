import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage, isAborted } from '../domain/failureMessage'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * Loading and error state of one screen's data. The first load shows a spinner and, on failure, an error
 * with retry; a refresh keeps what is shown and reports a failure in `errorMessage` only. Only the latest
 * run may apply its result, so a slow old answer never overwrites a newer one.
 */
export class LoadState {
  status: LoadStatus = 'idle'
  isRefreshing = false
  errorMessage = ''
  private sequence = 0

  constructor(private readonly fallbackMessage = '加载失败，请重试') {
    makeAutoObservable<LoadState, 'sequence'>(this, { sequence: false })
  }

  get isReady(): boolean {
    return this.status === 'ready'
  }

  async run<T>(task: () => Promise<T>, apply: (value: T) => void): Promise<boolean> {
    const id = ++this.sequence
    const hadData = this.status === 'ready'
    if (hadData) this.isRefreshing = true
    else this.status = 'loading'
    this.errorMessage = ''
    try {
      const value = await task()
      if (id !== this.sequence) return false
      runInAction(() => {
        apply(value)
        this.status = 'ready'
      })
      return true
    } catch (error) {
      if (id !== this.sequence) return false
      if (isAborted(error)) {
        runInAction(() => (this.status = hadData ? 'ready' : 'idle'))
        return false
      }
      runInAction(() => {
        this.errorMessage = failureMessage(error, this.fallbackMessage)
        if (!hadData) this.status = 'error'
      })
      return false
    } finally {
      if (id === this.sequence) runInAction(() => (this.isRefreshing = false))
    }
  }
}

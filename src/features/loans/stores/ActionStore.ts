import { makeAutoObservable, runInAction } from 'mobx'
import { DocumentStore } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'

/** A document (loan or repayment) and the actions on it: one at a time, the document reloads after each. */
export class ActionStore<T, A extends string> {
  readonly doc: DocumentStore<T>
  busy: A | null = null
  actionError = ''

  constructor(fetcher: () => Promise<T>, fallback: string) {
    this.doc = new DocumentStore(fetcher, fallback)
    makeAutoObservable(this, { doc: false })
  }

  fetch(): Promise<boolean> {
    return this.doc.fetch()
  }

  fail(message: string): void {
    this.actionError = message
  }

  /** Runs the action; answers true when done (and the document reloaded), or false with actionError set. */
  async run(action: A, task: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false
    this.busy = action
    this.actionError = ''
    try {
      await task()
      await this.doc.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}

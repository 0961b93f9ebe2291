import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'

/** A creating write (call a car, cancel) whose reqId is kept across retries until one succeeds. */
export class SubmitAction<T> {
  isSubmitting = false
  errorMessage = ''
  private reqId: string | null = null

  constructor(
    private readonly createReqId: () => string,
    private readonly fallbackMessage: string,
  ) {
    makeAutoObservable<SubmitAction<T>, 'reqId' | 'createReqId'>(this, { reqId: false, createReqId: false })
  }

  async run(task: (reqId: string) => Promise<T>): Promise<T | null> {
    if (this.isSubmitting) return null
    this.reqId ??= this.createReqId()
    this.isSubmitting = true
    this.errorMessage = ''
    try {
      const result = await task(this.reqId)
      runInAction(() => (this.reqId = null))
      return result
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, this.fallbackMessage)))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}

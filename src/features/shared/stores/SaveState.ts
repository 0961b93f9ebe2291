import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../domain/failureMessage'

/**
 * Saving state of one form: refuses bad input with its message before sending, one save at a time, the
 * server's message on failure. The form's input stays as it was whatever happens.
 */
export class SaveState {
  isSaving = false
  errorMessage = ''

  constructor(private readonly fallbackMessage = '保存失败，请重试') {
    makeAutoObservable<SaveState, 'fallbackMessage'>(this, { fallbackMessage: false })
  }

  /** `problem`: what is wrong with the input ('' or null when nothing). True when the task succeeded. */
  async run(problem: string | null | undefined, task: () => Promise<unknown>): Promise<boolean> {
    if (this.isSaving) return false
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSaving = true
    this.errorMessage = ''
    try {
      await task()
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, this.fallbackMessage)))
      return false
    } finally {
      runInAction(() => (this.isSaving = false))
    }
  }

  clearError(): void {
    this.errorMessage = ''
  }
}

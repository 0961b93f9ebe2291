import { makeAutoObservable } from 'mobx'
import { LoadState } from './LoadState'

/** One value a screen reads from the server, with its loading and error state. */
export class ValueStore<T> {
  readonly load: LoadState
  value: T | null = null

  constructor(private readonly read: () => Promise<T>, fallbackMessage: string) {
    this.load = new LoadState(fallbackMessage)
    makeAutoObservable<ValueStore<T>, 'read'>(this, { read: false, load: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.read(), (value) => (this.value = value))
  }
}

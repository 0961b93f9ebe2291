import { makeAutoObservable } from 'mobx'

/**
 * One picker round trip between two pages: the opening page states what it asks for (`open`), the picker
 * page reads it (`request`) and answers (`answer`), the opening page takes the answer once when it is
 * shown again (`take`). Keyed by purpose, so two pickers on one form never mix their answers.
 */
export class PickSession<TRequest, TResult> {
  request: TRequest | null = null
  private purpose = ''
  private answers = new Map<string, TResult>()

  constructor() {
    makeAutoObservable<PickSession<TRequest, TResult>, 'answers' | 'purpose'>(this, { answers: false, purpose: false })
  }

  open(purpose: string, request: TRequest): void {
    this.purpose = purpose
    this.request = request
    this.answers.delete(purpose)
  }

  answer(result: TResult): void {
    if (this.purpose) this.answers.set(this.purpose, result)
  }

  /** The answer for this purpose, once; undefined when the picker was left without choosing. */
  take(purpose: string): TResult | undefined {
    const result = this.answers.get(purpose)
    this.answers.delete(purpose)
    return result
  }
}

/** One session per owner (the app's root store) and kind of picker. */
export function sessionsPer<TRequest, TResult>(): (owner: object) => PickSession<TRequest, TResult> {
  const sessions = new WeakMap<object, PickSession<TRequest, TResult>>()
  return (owner) => {
    let session = sessions.get(owner)
    if (!session) {
      session = new PickSession<TRequest, TResult>()
      sessions.set(owner, session)
    }
    return session
  }
}

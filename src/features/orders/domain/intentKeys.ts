/**
 * One reqId per user intent (pay this order by this method, cancel this order...), kept across retries
 * until the intent succeeds, so a double tap or a retry after a timeout never acts twice on the server.
 * A different intent (another method, another amount) gets its own id.
 */
export class IntentKeys {
  private readonly keys = new Map<string, string>()

  constructor(private readonly createId: () => string) {}

  /** The reqId of this intent: the same one until `settle(intent)`. */
  keyFor(intent: string): string {
    let key = this.keys.get(intent)
    if (!key) {
      key = this.createId()
      this.keys.set(intent, key)
    }
    return key
  }

  /** The intent succeeded: a later intent of the same name is a new request. */
  settle(intent: string): void {
    this.keys.delete(intent)
  }
}

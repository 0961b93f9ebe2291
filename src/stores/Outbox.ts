import { makeAutoObservable, runInAction } from 'mobx'
import type { KeptStorage } from './OfflineStore'
import type { Clock } from './ports'
import { systemClock } from './ports'

/** waiting: not sent yet (no network); sending; conflict: the server refused it, shown until retried or dropped. */
export type OutboxState = 'waiting' | 'sending' | 'conflict'

/**
 * A write made with no network, kept until it reaches the server once: its reqId is fixed when it is
 * queued, so a send repeated after a lost answer is answered by the server's first answer (issue 23).
 */
export type OutboxItem<P = unknown> = {
  id: string
  kind: string
  reqId: string
  payload: P
  state: OutboxState
  message: string
  createdAt: number
}

/** Sends one item of a kind; it may update the payload as it goes (an uploaded photo) through `save`. */
export type OutboxSender<P> = (item: OutboxItem<P>, save: (payload: P) => Promise<void>) => Promise<void>

const isNetworkFailure = (error: unknown): boolean =>
  Boolean(error) && typeof error === 'object' && (error as { isNetworkError?: boolean }).isNetworkError === true

const messageOf = (error: unknown): string => {
  const msg = error && typeof error === 'object' ? (error as { Msg?: unknown }).Msg : undefined
  return typeof msg === 'string' && msg ? msg : '服务器未接受这条记录，请修改后重试'
}

/** The queue of writes made offline, per member, kept in storage so it survives a reload. */
export class Outbox {
  items: OutboxItem[] = []
  /** Grows by one each time an item reaches the server (lists reload on it). */
  sentCount = 0
  private readonly senders = new Map<string, OutboxSender<unknown>>()
  private loaded: Promise<void> | null = null
  private flushing: Promise<void> | null = null

  constructor(
    private readonly deps: {
      storage: KeptStorage
      memberKey: () => string
      createReqId: () => string
      clock?: Clock
      /** Told after each item reaches the server (lists refresh). */
      onSent?: (item: OutboxItem) => void
    },
  ) {
    makeAutoObservable<Outbox, 'deps' | 'senders' | 'loaded' | 'flushing'>(this, { deps: false, senders: false, loaded: false, flushing: false })
  }

  private get key(): string {
    return `outbox:${this.deps.memberKey()}`
  }

  itemsOf<P>(kind: string): OutboxItem<P>[] {
    return this.items.filter((item) => item.kind === kind) as OutboxItem<P>[]
  }

  /** Reads the member's queue (once); call before showing it. */
  restore(): Promise<void> {
    this.loaded ??= this.deps.storage.getAsync(this.key).then(
      (value) => runInAction(() => {
        const stored = Array.isArray(value) ? (value as OutboxItem[]) : []
        // A send cut off by a reload is sent again (same reqId).
        this.items = stored.map((item) => (item.state === 'sending' ? { ...item, state: 'waiting' } : item))
      }),
      () => undefined,
    )
    return this.loaded
  }

  /** How a kind is sent; registering sends what of that kind waits. */
  register<P>(kind: string, sender: OutboxSender<P>): void {
    this.senders.set(kind, sender as unknown as OutboxSender<unknown>)
  }

  async enqueue<P>(kind: string, payload: P): Promise<OutboxItem<P>> {
    await this.restore()
    const reqId = this.deps.createReqId()
    const item: OutboxItem<P> = { id: reqId, kind, reqId, payload, state: 'waiting', message: '', createdAt: (this.deps.clock ?? systemClock).now() }
    runInAction(() => this.items.push(item))
    await this.persist()
    return item
  }

  /** Drops an item the user gave up (a conflict). */
  async discard(id: string): Promise<void> {
    runInAction(() => (this.items = this.items.filter((item) => item.id !== id)))
    await this.persist()
  }

  /** Sends a conflicting item again as it is (after the cause was fixed elsewhere). */
  async retry(id: string): Promise<void> {
    runInAction(() => {
      const item = this.items.find((i) => i.id === id)
      if (item) Object.assign(item, { state: 'waiting', message: '' })
    })
    await this.flush()
  }

  /** Sends every waiting item whose kind has a sender, one at a time; stops at the first network failure. */
  flush(): Promise<void> {
    this.flushing ??= this.sendWaiting().finally(() => (this.flushing = null))
    return this.flushing
  }

  private async sendWaiting(): Promise<void> {
    await this.restore()
    for (const item of [...this.items]) {
      const sender = this.senders.get(item.kind)
      if (!sender || item.state !== 'waiting') continue
      runInAction(() => (item.state = 'sending'))
      try {
        await sender(item, async (payload) => {
          runInAction(() => (item.payload = payload))
          await this.persist()
        })
        runInAction(() => {
          this.items = this.items.filter((i) => i.id !== item.id)
          this.sentCount += 1
        })
        await this.persist()
        this.deps.onSent?.(item)
      } catch (error) {
        const offline = isNetworkFailure(error)
        runInAction(() => Object.assign(item, offline ? { state: 'waiting', message: '' } : { state: 'conflict', message: messageOf(error) }))
        await this.persist()
        if (offline) return
      }
    }
  }

  /** After logout: the next member's queue is read afresh (the old one stays stored under its member). */
  reset(): void {
    this.items = []
    this.loaded = null
  }

  private persist(): Promise<unknown> {
    return this.deps.storage.setAsync(this.key, this.items.map((item) => ({ ...item }))).catch(() => undefined)
  }
}

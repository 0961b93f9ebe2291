import type { BoundMembership, BoundPlatform, GetBindListData } from '@api/bindings'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { BindingsApi } from '../api/bindingsApi'

export type Unbinding = { kind: 'platform'; item: BoundPlatform } | { kind: 'member'; item: BoundMembership }

/** 账号绑定: the bound platforms and memberships, and unbinding one after a confirmation. */
export class BindListStore {
  readonly load = new LoadState('绑定信息加载失败')
  data: GetBindListData | null = null
  confirming: Unbinding | null = null
  isUnbinding = false
  /** One reqId per confirmed unbinding: a repeated tap or a retry after a lost answer unbinds once. */
  private reqId = ''

  constructor(private readonly api: BindingsApi, private readonly toast: (message: string) => void, private readonly createReqId: () => string) {
    makeAutoObservable<BindListStore, 'api' | 'toast' | 'createReqId' | 'reqId'>(this, { api: false, toast: false, load: false, createReqId: false, reqId: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.list(), (data) => (this.data = data))
  }

  ask(unbinding: Unbinding | null): void {
    this.confirming = unbinding
    this.reqId = this.createReqId()
  }

  get confirmText(): string {
    const c = this.confirming
    if (!c) return ''
    return c.kind === 'platform' ? `确定解绑${c.item.PlatformName}账号 ${c.item.Account} 吗？` : `确定解绑${c.item.ProgramName}会员卡 ${c.item.CardNo} 吗？`
  }

  async unbind(): Promise<void> {
    const c = this.confirming
    if (!c || this.isUnbinding) return
    this.isUnbinding = true
    try {
      if (c.kind === 'platform') await this.api.unbindPlatform(c.item.PlatformCode, this.reqId)
      else await this.api.unbindMember(c.item.ProgramCode, this.reqId)
      this.toast('已解绑')
      runInAction(() => (this.confirming = null))
      await this.fetch()
    } catch (error) {
      this.toast(failureMessage(error, '解绑失败，请重试'))
    } finally {
      runInAction(() => (this.isUnbinding = false))
    }
  }
}

import type { JoinRequest } from '@api/invitations'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { JoinRequestsApi } from '../api/joinRequestsApi'

/** 加入申请: the open requests to join the manager's enterprise; approving or rejecting one takes it off the list. */
export class JoinRequestsStore {
  readonly load = new LoadState('加入申请加载失败')
  requests: JoinRequest[] = []
  decidingId: string | null = null
  private readonly reqIds = new Map<string, string>()

  constructor(private readonly api: JoinRequestsApi, private readonly toast: (message: string) => void, private readonly createReqId: () => string) {
    makeAutoObservable<JoinRequestsStore, 'api' | 'toast' | 'createReqId' | 'reqIds'>(this, { api: false, toast: false, createReqId: false, reqIds: false, load: false })
  }

  get pending(): JoinRequest[] {
    return this.requests.filter((r) => r.Status === 'pending')
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.page(), (list) => (this.requests = list))
  }

  async decide(request: JoinRequest, approve: boolean): Promise<void> {
    if (this.decidingId !== null) return
    this.decidingId = request.RequestId
    // One reqId per request and decision: a retry after a lost answer decides once.
    const key = `${request.RequestId}:${approve}`
    const reqId = this.reqIds.get(key) ?? this.createReqId()
    this.reqIds.set(key, reqId)
    try {
      await this.api.decide(request.RequestId, approve, reqId)
      runInAction(() => (this.requests = this.requests.filter((r) => r.RequestId !== request.RequestId)))
      this.toast(approve ? `已同意${request.CustomerName}加入企业` : `已拒绝${request.CustomerName}的申请`)
    } catch (error) {
      this.toast(failureMessage(error, '操作失败，请重试'))
      await this.fetch()
    } finally {
      runInAction(() => (this.decidingId = null))
    }
  }
}

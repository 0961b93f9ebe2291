import type { ApprovalActionResult, ApprovalOrderDetail, ApprovalOrderDetailRequest } from '@api/order'
import { makeAutoObservable, runInAction } from 'mobx'
import { IntentKeys } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { ApprovalApi } from '../api/approvalApi'
import { rejectReasonError } from '../domain/approvalTabs'

export type ApprovalDetailDeps = {
  api: Pick<ApprovalApi, 'detail' | 'approve' | 'reject' | 'revoke' | 'transfer'>
  createReqId: () => string
  /** After an approve, reject, revoke or 转交: refresh the approval tab's dot (client.refreshBadges). */
  onChanged: () => Promise<unknown> | void
}

/** 审批详情: the order under approval, its policy result and progress; approve, reject (reason required), revoke, 转交. */
export class ApprovalDetailStore {
  readonly load = new LoadState('审批加载失败')
  detail: ApprovalOrderDetail | null = null
  comment = ''
  rejectReason = ''
  isRejecting = false
  isActing = false
  actionError = ''
  lastResult: ApprovalActionResult | null = null
  private readonly intents: IntentKeys

  constructor(
    private readonly key: ApprovalOrderDetailRequest,
    private readonly deps: ApprovalDetailDeps,
  ) {
    this.intents = new IntentKeys(deps.createReqId)
    makeAutoObservable<ApprovalDetailStore, 'deps' | 'intents' | 'key'>(this, {
      load: false,
      deps: false,
      intents: false,
      key: false,
    })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.detail(this.key),
      (detail) => (this.detail = detail),
    )
  }

  /** The approval acted on: known once the detail is loaded (a link may carry only the order number). */
  get approvalNo(): string {
    return this.detail?.ApprovalNo ?? ('ApprovalNo' in this.key ? this.key.ApprovalNo : '')
  }

  setComment(text: string): void {
    this.comment = text
  }

  openReject(): void {
    this.isRejecting = true
    this.actionError = ''
  }

  closeReject(): void {
    this.isRejecting = false
    this.actionError = ''
  }

  setRejectReason(text: string): void {
    this.rejectReason = text
    this.actionError = ''
  }

  approve(): Promise<boolean> {
    const intent = `approve:${this.approvalNo}`
    const comment = this.comment.trim()
    return this.act(intent, () =>
      this.deps.api.approve({ ApprovalNo: this.approvalNo, ...(comment ? { Comment: comment } : {}) }, this.intents.keyFor(intent)),
    )
  }

  /** Rejects with the typed reason; on failure the reason stays for another try. */
  async reject(): Promise<boolean> {
    const error = rejectReasonError(this.rejectReason)
    if (error) {
      this.actionError = error
      return false
    }
    const intent = `reject:${this.approvalNo}`
    const isDone = await this.act(intent, () =>
      this.deps.api.reject({ ApprovalNo: this.approvalNo, Reason: this.rejectReason.trim() }, this.intents.keyFor(intent)),
    )
    if (isDone) runInAction(() => (this.isRejecting = false))
    return isDone
  }

  /** 转交 (decision 0800): the step goes to the member, the 审批意见 with it; the caller no longer decides it. */
  transfer(memberId: string): Promise<boolean> {
    const intent = `transfer:${this.approvalNo}:${memberId}`
    const comment = this.comment.trim()
    return this.act(intent, () =>
      this.deps.api.transfer({ ApprovalNo: this.approvalNo, ToMemberId: memberId, ...(comment ? { Comment: comment } : {}) }, this.intents.keyFor(intent)),
    )
  }

  revoke(): Promise<boolean> {
    const intent = `revoke:${this.approvalNo}`
    return this.act(intent, () => this.deps.api.revoke({ ApprovalNo: this.approvalNo }, this.intents.keyFor(intent)))
  }

  private async act(intent: string, run: () => Promise<ApprovalActionResult>): Promise<boolean> {
    if (this.isActing || !this.approvalNo) return false
    this.isActing = true
    this.actionError = ''
    try {
      const result = await run()
      this.intents.settle(intent)
      runInAction(() => {
        this.lastResult = result
        this.isActing = false
      })
      await Promise.all([this.fetch(), Promise.resolve(this.deps.onChanged()).catch(() => undefined)])
      return true
    } catch (error) {
      runInAction(() => {
        this.isActing = false
        this.actionError = failureMessage(error, '操作失败，请重试')
      })
      return false
    }
  }
}

import type { AddApproverPosition } from '@api/expense'
import type { TravelApplyDetail } from '@api/travelApply'
import { makeAutoObservable, runInAction } from 'mobx'
import { IntentKeys } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravelApplyApi } from '../api/travelApplyApi'

export type TravelApplyDetailDeps = {
  api: Pick<TravelApplyApi, 'detail' | 'submit' | 'approve' | 'reject' | 'revoke' | 'transfer' | 'addApprover' | 'sendBack'>
  createReqId: () => string
}

/** 出差申请详情: the application, its approval steps; submit, revoke, approve, reject (reason required), 转交, 加签, 退回. */
export class TravelApplyDetailStore {
  readonly load = new LoadState('出差申请加载失败')
  detail: TravelApplyDetail | null = null
  comment = ''
  rejectReason = ''
  isRejecting = false
  isActing = false
  actionError = ''
  private readonly intents: IntentKeys

  constructor(
    readonly applyNo: string,
    private readonly deps: TravelApplyDetailDeps,
  ) {
    this.intents = new IntentKeys(deps.createReqId)
    makeAutoObservable<TravelApplyDetailStore, 'deps' | 'intents'>(this, { load: false, deps: false, intents: false, applyNo: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.deps.api.detail(this.applyNo),
      (detail) => (this.detail = detail),
    )
  }

  setComment(text: string) {
    this.comment = text
  }

  openReject() {
    this.isRejecting = true
    this.actionError = ''
  }

  closeReject() {
    this.isRejecting = false
    this.actionError = ''
  }

  setRejectReason(text: string) {
    this.rejectReason = text
    this.actionError = ''
  }

  submit(): Promise<boolean> {
    return this.act('submit', (reqId) => this.deps.api.submit(this.applyNo, reqId))
  }

  revoke(): Promise<boolean> {
    return this.act('revoke', (reqId) => this.deps.api.revoke(this.applyNo, reqId))
  }

  approve(): Promise<boolean> {
    return this.act('approve', (reqId) => this.deps.api.approve(this.applyNo, this.comment.trim(), reqId))
  }

  /** 转交 (decision 0700): the step goes to the member, the 审批意见 with it. */
  transfer(memberId: string): Promise<boolean> {
    return this.act('transfer', (reqId) => this.deps.api.transfer(this.applyNo, memberId, this.comment.trim(), reqId))
  }

  /** 加签 (decision 0800): the member decides before or after the caller, the 审批意见 with it. */
  addApprover(memberId: string, position: AddApproverPosition): Promise<boolean> {
    const comment = this.comment.trim()
    return this.act('addApprover', (reqId) => this.deps.api.addApprover({ ApplyNo: this.applyNo, ToMemberId: memberId, Position: position, ...(comment ? { Comment: comment } : {}) }, reqId))
  }

  /** 退回 (decision 0800) to an earlier step; the 审批意见 is the reason, required as for 驳回. */
  async sendBack(level: number): Promise<boolean> {
    const reason = this.comment.trim()
    if (!reason) {
      this.actionError = '请填写退回原因'
      return false
    }
    return this.act('sendBack', (reqId) => this.deps.api.sendBack({ ApplyNo: this.applyNo, ToLevel: level, Reason: reason }, reqId))
  }

  async reject(): Promise<boolean> {
    const reason = this.rejectReason.trim()
    if (!reason) {
      this.actionError = '请填写驳回原因'
      return false
    }
    const done = await this.act('reject', (reqId) => this.deps.api.reject(this.applyNo, reason, reqId))
    if (done) runInAction(() => (this.isRejecting = false))
    return done
  }

  private async act(intent: string, call: (reqId: string) => Promise<unknown>): Promise<boolean> {
    if (this.isActing) return false
    this.isActing = true
    this.actionError = ''
    try {
      await call(this.intents.keyFor(intent))
      this.intents.settle(intent)
      await this.fetch()
      return true
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isActing = false))
    }
  }
}

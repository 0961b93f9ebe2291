import type { AddApproverPosition, BillDetail } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { DocumentStore } from '../../orders/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { ExpenseApi } from '../api/expenseApi'

export type BillAction = 'approve' | 'reject' | 'submit' | 'revoke' | 'pay' | 'transfer' | 'addApprover' | 'sendBack' | 'comment'

const DONE_TEXT: Record<BillAction, string> = {
  approve: '已通过', reject: '已驳回', submit: '已提交审批', revoke: '已撤回', pay: '已支付', transfer: '已转交', addApprover: '已加签', sendBack: '已退回', comment: '已评论',
}

export const MAX_COMMENT_PICTURES = 9

/** 报销单详情: the bill and the actions the caller may take on it; the bill reloads after each. */
export class BillDetailStore {
  readonly doc: DocumentStore<BillDetail>
  busy: BillAction | null = null
  actionError = ''
  /** The 评论 being written (decision 0700): kept when sending fails, cleared once it is in 处理记录. */
  commentText = ''
  commentPictures: string[] = []
  isUploading = false
  commentError = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'bill' | 'approve' | 'reject' | 'submit' | 'revoke' | 'pay' | 'transfer' | 'addApprover' | 'sendBack' | 'comment' | 'uploadImage'>,
    readonly billNo: string,
  ) {
    this.doc = new DocumentStore(() => api.bill(billNo), '报销单加载失败')
    makeAutoObservable<BillDetailStore, 'api'>(this, { api: false, doc: false, billNo: false })
  }

  fetch(): Promise<boolean> {
    return this.doc.fetch()
  }

  /** Runs the action; answers the Chinese result text, or null with actionError set. */
  run(action: 'approve' | 'reject' | 'submit' | 'revoke', text = ''): Promise<string | null> {
    if (action === 'reject' && !text.trim()) {
      this.actionError = '请填写驳回原因'
      return Promise.resolve(null)
    }
    return this.perform(action, () => {
      if (action === 'approve') return this.api.approve({ BillNo: this.billNo, ...(text.trim() ? { Comment: text.trim() } : {}) })
      if (action === 'reject') return this.api.reject({ BillNo: this.billNo, Reason: text.trim() })
      return this.api[action](this.billNo)
    })
  }

  /** Finance pays the bill from the chosen enterprise account (the amount is the server's). */
  pay(payAccountId: string): Promise<string | null> {
    return this.perform('pay', () => this.api.pay({ BillNo: this.billNo, PayAccountId: payAccountId }))
  }

  /** 转交: the caller's pending step goes to the member, with the opinion as the note (issue 35 item 3). */
  transfer(memberId: string, text = ''): Promise<string | null> {
    return this.perform('transfer', () => this.api.transfer({ BillNo: this.billNo, ToMemberId: memberId, ...(text.trim() ? { Comment: text.trim() } : {}) }))
  }

  /** 加签 (decision 0700): the member decides before or after the caller; the opinion goes with it. */
  addApprover(memberId: string, position: AddApproverPosition, text = ''): Promise<string | null> {
    return this.perform('addApprover', () =>
      this.api.addApprover({ BillNo: this.billNo, ToMemberId: memberId, Position: position, ...(text.trim() ? { Comment: text.trim() } : {}) }))
  }

  /** 退回 to an earlier step (its level) or to the applicant (0); the reason is required, as for 驳回. */
  sendBack(level: number, reason: string): Promise<string | null> {
    if (!reason.trim()) {
      this.actionError = '请填写退回原因'
      return Promise.resolve(null)
    }
    return this.perform('sendBack', () => this.api.sendBack({ BillNo: this.billNo, ToLevel: level, Reason: reason.trim() }))
  }

  setCommentText(text: string) {
    this.commentText = text
  }

  get remainingPictures(): number {
    return MAX_COMMENT_PICTURES - this.commentPictures.length
  }

  /** Uploads the picked pictures (the upload domain's images) for the 评论; a failure is said and the others kept. */
  async addCommentPictures(paths: readonly string[]): Promise<void> {
    const accepted = paths.slice(0, this.remainingPictures)
    if (accepted.length === 0 || this.isUploading) return
    this.isUploading = true
    this.commentError = ''
    try {
      for (const path of accepted) {
        const url = await this.api.uploadImage(path)
        runInAction(() => this.commentPictures.push(url))
      }
    } catch (error) {
      runInAction(() => (this.commentError = failureMessage(error, '图片上传失败，请重试')))
    } finally {
      runInAction(() => (this.isUploading = false))
    }
  }

  removeCommentPicture(index: number) {
    this.commentPictures.splice(index, 1)
  }

  /** Sends the 评论 (text, pictures or both); on success it is cleared and the bill reloads with it in 处理记录. */
  async sendComment(): Promise<string | null> {
    if (!this.commentText.trim() && this.commentPictures.length === 0) {
      this.commentError = '请填写评论或添加图片'
      return null
    }
    if (this.busy || this.isUploading) return null
    this.busy = 'comment'
    this.commentError = ''
    try {
      await this.api.comment({ BillNo: this.billNo, Text: this.commentText.trim(), Attachments: [...this.commentPictures] })
      runInAction(() => {
        this.commentText = ''
        this.commentPictures = []
      })
      await this.doc.fetch()
      return DONE_TEXT.comment
    } catch (error) {
      runInAction(() => (this.commentError = failureMessage(error, '评论失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.busy = null))
    }
  }

  private async perform(action: BillAction, task: () => Promise<unknown>): Promise<string | null> {
    if (this.busy) return null
    this.busy = action
    this.actionError = ''
    try {
      await task()
      await this.doc.fetch()
      return DONE_TEXT[action]
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}

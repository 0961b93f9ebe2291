import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { EnterpriseApi } from '../api/enterpriseApi'

/**
 * 加入企业 by an invitation code (decision 0576): someone who already has an account joins another enterprise only
 * by accepting its invitation himself. One reqId per code meant; the code is kept when refused.
 */
export class AcceptInvitationStore {
  code = ''
  error = ''
  isSubmitting = false
  private reqId = ''

  constructor(
    private readonly api: Pick<EnterpriseApi, 'acceptInvitation'>,
    private readonly joined: (enterpriseName: string) => void,
  ) {
    makeAutoObservable<AcceptInvitationStore, 'api' | 'joined' | 'reqId'>(this, { api: false, joined: false, reqId: false })
  }

  setCode(value: string) {
    this.code = value
    this.error = ''
    this.reqId = ''
  }

  async accept(): Promise<boolean> {
    if (this.isSubmitting) return false
    const code = this.code.trim().toUpperCase()
    if (code.length < 4) {
      this.error = '请输入邀请码'
      return false
    }
    this.isSubmitting = true
    this.reqId ||= `accept-invitation-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    try {
      const data = await this.api.acceptInvitation(code, this.reqId)
      runInAction(() => {
        this.code = ''
        this.reqId = ''
      })
      this.joined(data.EnterpriseName)
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '加入失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}

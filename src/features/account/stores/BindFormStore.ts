import { cardNoProblem, platformAccountProblem, platformOf, platformPasswordProblem, programOf } from '@domain/bindings/catalogue'
import type { PlatformCode, ProgramCode } from '@api/bindings'
import { makeAutoObservable, runInAction } from 'mobx'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { BindingsApi } from '../api/bindingsApi'

type Field = 'account' | 'password' | 'cardNo' | 'holderName'

/**
 * 绑定账号 (a travel platform: account and password) and 会员绑定 (a membership card: number and holder).
 * The form checks first; a refusal keeps what was typed and shows the server's message.
 */
export class BindFormStore {
  account = ''
  password = ''
  cardNo = ''
  holderName: string
  errorMessage = ''
  isSubmitting = false
  /** Kept while the input stays the same (a retry binds once), renewed when it changes. */
  private reqId: string

  constructor(
    private readonly api: BindingsApi,
    readonly target: { kind: 'platform'; code: string } | { kind: 'member'; code: string },
    memberName: string,
    private readonly createReqId: () => string,
  ) {
    this.holderName = memberName
    this.reqId = createReqId()
    makeAutoObservable<BindFormStore, 'api' | 'createReqId' | 'reqId'>(this, { api: false, target: false, createReqId: false, reqId: false })
  }

  get platform() {
    return this.target.kind === 'platform' ? platformOf(this.target.code) : undefined
  }

  get program() {
    return this.target.kind === 'member' ? programOf(this.target.code) : undefined
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.errorMessage = ''
    this.reqId = this.createReqId()
  }

  private problem(): string | null {
    if (this.target.kind === 'platform') {
      if (!this.platform) return '不支持该出行平台'
      return platformAccountProblem(this.account) ?? platformPasswordProblem(this.password)
    }
    if (!this.program) return '不支持该会员计划'
    if (this.holderName.trim() === '') return '请输入持卡人姓名'
    return cardNoProblem(this.program, this.cardNo)
  }

  /** True when bound. */
  async submit(): Promise<boolean> {
    if (this.isSubmitting) return false
    const problem = this.problem()
    if (problem) {
      this.errorMessage = problem
      return false
    }
    this.isSubmitting = true
    try {
      if (this.target.kind === 'platform') {
        await this.api.bindPlatform({ PlatformCode: this.target.code as PlatformCode, Account: this.account.trim(), Password: this.password }, this.reqId)
      } else {
        await this.api.bindMember({ ProgramCode: this.target.code as ProgramCode, CardNo: this.cardNo.replace(/\s/g, ''), HolderName: this.holderName.trim() }, this.reqId)
      }
      return true
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '绑定失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }
}

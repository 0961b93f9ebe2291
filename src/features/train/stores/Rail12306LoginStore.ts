import { makeAutoObservable, runInAction } from 'mobx'
import type { Rail12306Account } from '@api/train'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { RailAccountApi } from '../api/railAccountApi'

/** 12306账号登录: the sign-in form (with the agreement ticked) and the member's bound accounts (unbind). */
export class Rail12306LoginStore {
  readonly load = new LoadState('12306账号加载失败，请重试')
  accounts: Rail12306Account[] = []
  userName = ''
  password = ''
  agreed = false
  isSubmitting = false
  error = ''

  constructor(private readonly api: Pick<RailAccountApi, 'login' | 'accounts' | 'removeAccount'>) {
    makeAutoObservable<Rail12306LoginStore, 'api'>(this, { api: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.accounts(),
      (data) => runInAction(() => (this.accounts = data.Accounts)),
    )
  }

  setField(field: 'userName' | 'password', value: string) {
    this[field] = field === 'userName' ? value.trim() : value
    this.error = ''
  }

  toggleAgreed() {
    this.agreed = !this.agreed
    this.error = ''
  }

  get problem(): string {
    if (this.userName.length < 3) return '请输入12306用户名、邮箱或手机号'
    if (this.password.length < 6) return '请输入12306密码（至少6位）'
    if (!this.agreed) return '请阅读并同意《12306账号授权服务协议》'
    return ''
  }

  /** The signed-in account (Unverified: the check comes next), or null with `error` set; the form keeps its input. */
  async login(): Promise<Rail12306Account | null> {
    const problem = this.problem
    if (problem) {
      this.error = problem
      return null
    }
    this.isSubmitting = true
    try {
      const account = await this.api.login(this.userName, this.password)
      runInAction(() => {
        this.accounts = [...this.accounts.filter((a) => a.AccountId !== account.AccountId), account]
        this.password = ''
      })
      return account
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '登录失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  async remove(accountId: string): Promise<boolean> {
    try {
      await this.api.removeAccount(accountId)
      runInAction(() => (this.accounts = this.accounts.filter((a) => a.AccountId !== accountId)))
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '解绑失败，请重试')))
      return false
    }
  }
}

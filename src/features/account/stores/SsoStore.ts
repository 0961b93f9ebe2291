import { makeAutoObservable, runInAction } from 'mobx'
import type { GetLoginUserInfosData } from '@api/index'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { SsoApi } from '../api/ssoApi'
import type { SsoStep } from '../domain/ssoStep'
import { completeLogin, type LoginSession } from './completeLogin'

/** The container's own means: dd.getAuthCode, Taro.login, leaving for DingTalk's login page. */
export type ContainerSignIn = {
  ddAuthCode(corpId: string): Promise<string>
  wechatCode(): Promise<string>
  leaveFor(url: string): void
}

export type SsoStatus = 'working' | 'signedIn' | 'leaving' | 'needsBind' | 'noPermission' | 'passwordLogin' | 'failed'

/** Not staff of the enterprise that uses that DingTalk (server 4003): the no-permission page, userStaus 0. */
const NOT_STAFF_CODE = '4003'

/** Sign-in from DingTalk or WeChat (decision 0272): runs one step of ssoStep and keeps what came of it. */
export class SsoStore {
  status: SsoStatus = 'working'
  message = ''
  bindTicket = ''
  /** Whose sign-in page the browser is leaving for. */
  leavingFor: 'dingtalk' | 'wechat' = 'dingtalk'

  constructor(
    private readonly api: SsoApi,
    private readonly session: LoginSession,
    private readonly loadUserInfos: () => Promise<GetLoginUserInfosData>,
    private readonly container: ContainerSignIn,
  ) {
    makeAutoObservable<SsoStore, 'api' | 'session' | 'loadUserInfos' | 'container'>(this, { api: false, session: false, loadUserInfos: false, container: false })
  }

  /** `returnUri`: this page's own address on H5, where DingTalk's login sends the code back. */
  async run(step: SsoStep, returnUri: string): Promise<SsoStatus> {
    this.status = 'working'
    this.message = ''
    try {
      switch (step.kind) {
        case 'exchangeDingTalk':
          await this.signIn(() => this.api.ddLogin({ AuthCode: step.code, ...(step.enterpriseId ? { EnterpriseId: step.enterpriseId } : {}), ...(step.corpId ? { CorpId: step.corpId } : {}) }))
          break
        case 'ddAuthCode': {
          const code = await this.container.ddAuthCode(step.corpId)
          await this.signIn(() => this.api.ddLogin({ AuthCode: code, CorpId: step.corpId }))
          break
        }
        case 'dingTalkOAuth': {
          const { LoginUrl } = await this.api.ddLoginUrl(returnUri, step.enterpriseId)
          runInAction(() => (this.leavingFor = 'dingtalk'))
          this.set('leaving')
          this.container.leaveFor(LoginUrl)
          break
        }
        case 'wechatOAuth': {
          const { AuthorizeUrl } = await this.api.wechatOAuthUrl(returnUri)
          runInAction(() => (this.leavingFor = 'wechat'))
          this.set('leaving')
          this.container.leaveFor(AuthorizeUrl)
          break
        }
        case 'wechatCode':
          await this.signInWithWechat(await this.container.wechatCode())
          break
        case 'exchangeWechat':
          await this.signInWithWechat(step.code)
          break
        case 'passwordLogin':
          this.set('passwordLogin')
          break
        case 'unavailable':
          this.set('failed', step.message)
          break
      }
    } catch (error) {
      const code = (error as { Code?: string } | null)?.Code
      if (code === NOT_STAFF_CODE) this.set('noPermission', failureMessage(error, '暂无权限'))
      else this.set('failed', failureMessage(error, '登录失败，请重试'))
    }
    return this.status
  }

  /** A bound WeChat signs in at once; an unbound one gets the ticket for wechatBind. */
  private async signInWithWechat(code: string) {
    const found = await this.api.wechatMemberByCode(code)
    if (found.IsBind && found.Session) {
      await completeLogin(this.session, this.loadUserInfos, found.Session)
      this.set('signedIn')
    } else {
      runInAction(() => (this.bindTicket = found.BindTicket))
      this.set('needsBind')
    }
  }

  private async signIn(login: () => ReturnType<SsoApi['ddLogin']>) {
    await completeLogin(this.session, this.loadUserInfos, await login())
    this.set('signedIn')
  }

  private set(status: SsoStatus, message = '') {
    this.status = status
    this.message = message
  }
}

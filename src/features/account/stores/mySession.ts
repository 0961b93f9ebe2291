import type { RootStore } from '@/stores/root'
import { applyUserInfos } from '../../shared/session/applyUserInfos'
import { createEnterpriseApi } from '../../enterprise/public'
import { createAccountApi } from '../api/accountApi'
import { createPointsApi } from '../api/pointsApi'
import type { MyApi, MySession } from './MyStore'

export function myApiOf(root: RootStore): MyApi {
  const account = createAccountApi(root.request)
  return {
    getLoginUserInfos: account.getLoginUserInfos,
    loginOut: account.loginOut,
    getBelongEnterprises: createEnterpriseApi(root.request).getBelongEnterprises,
    ...createPointsApi(root.request),
  }
}

export function mySessionOf(root: RootStore): MySession {
  return {
    applyUserInfos: (data) => applyUserInfos(root, data),
    clearSession: () => root.clearSession(),
    toast: (message) => root.ui.toast(message),
  }
}

import type { GetAppConfigData } from '@api/costs'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type AppConfigApi = { appConfig(): Promise<GetAppConfigData> }

export function createAppConfigApi(request: RequestFn): AppConfigApi {
  return { appConfig: () => dataOf(request<GetAppConfigData>('common', 'api/enterpriseConfig/GetAppConfig', {})) }
}

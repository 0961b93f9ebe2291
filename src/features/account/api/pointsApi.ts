import type { GetBonusPointsStatusData } from '@api/index'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type PointsApi = { getBonusPointsStatus(): Promise<GetBonusPointsStatusData> }

export function createPointsApi(request: RequestFn): PointsApi {
  return {
    getBonusPointsStatus: () => dataOf(request<GetBonusPointsStatusData>('common', 'api/bonusPoints/GetBonusPointsStatus', {})),
  }
}

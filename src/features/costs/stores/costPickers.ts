import type { CostsApi } from '../api/costsApi'
import type { FetchCostItems } from './CostItemsStore'

/** Page fetchers of each picker over the costs api. */
export function costCenterPages(api: Pick<CostsApi, 'costCenters'>): FetchCostItems {
  return async (keyword, pageIndex, pageSize) => {
    const data = await api.costCenters({ ...(keyword ? { Keyword: keyword } : {}), PageIndex: pageIndex, PageSize: pageSize })
    return { items: data.CostCenters.map((c) => ({ id: c.CostCenterId, code: c.CostCenterCode, name: c.CostCenterName })), total: data.Total }
  }
}

export function projectPages(api: Pick<CostsApi, 'projects'>): FetchCostItems {
  return async (keyword, pageIndex, pageSize) => {
    const data = await api.projects({ ...(keyword ? { Keyword: keyword } : {}), PageIndex: pageIndex, PageSize: pageSize })
    return { items: data.Projects.map((p) => ({ id: p.ProjectId, code: p.ProjectCode, name: p.ProjectName })), total: data.Total }
  }
}

/** Finance reasons come in one list; the keyword filters them here. */
export function reasonPages(api: Pick<CostsApi, 'financeReasons'>): FetchCostItems {
  return async (keyword) => {
    const data = await api.financeReasons()
    const items = data.Reasons.filter((r) => r.ReasonName.includes(keyword)).map((r) => ({ id: r.ReasonId, code: '', name: r.ReasonName }))
    return { items, total: items.length }
  }
}

import { isOn } from '../../shared/domain/flags'

/** Bonus-points status of the enterprise (common api/bonusPoints/GetBonusPointsStatus). */
export type PointsStatus = {
  IsOpenBonusPoints?: unknown
  /** 1 active, 2 suspended; anything else means not opened. */
  BonusPointsEnterpriseStatus?: number | string | null
  BonusPointsUseCarLimited?: unknown
  IsOpenBounusMall?: unknown
}

import type { SpecRouteId } from '@/routes/types'

/** A line of the points card; `routeId`: where a tap leads (the open mall: 我的积分, decision 0710). */
export type PointsLine = { label: string; value: string; isPositive: boolean; routeId?: SpecRouteId }

function enterpriseStatus(status: PointsStatus): PointsLine {
  if (!isOn(status.IsOpenBonusPoints)) return { label: '企业积分', value: '未开通', isPositive: false }
  const code = Number(status.BonusPointsEnterpriseStatus)
  if (code === 2) return { label: '企业积分', value: '已暂停', isPositive: false }
  return { label: '企业积分', value: code === 1 ? '已开通' : '未开通', isPositive: code === 1 }
}

/** The lines of the points card: enterprise points, mall, and the car-use limit when it applies. */
export function pointsLines(status: PointsStatus): PointsLine[] {
  const lines = [enterpriseStatus(status)]
  const mallOpen = isOn(status.IsOpenBounusMall)
  // The spec names no mall page: an open mall's row leads to 我的积分 (/pages/my2.0/integral), the balance and the ways
  // the points are used (转赠, 积分说明); a closed mall's row only informs.
  lines.push({ label: '积分商城', value: mallOpen ? '已开放' : '未开放', isPositive: mallOpen, ...(mallOpen ? { routeId: 'my2.0/integral' as const } : {}) })
  if (isOn(status.BonusPointsUseCarLimited)) lines.push({ label: '用车', value: '积分用车受限', isPositive: false })
  return lines
}

import { USE_TYPES } from '@domain/car/ride'

export type UseTypeItem = (typeof USE_TYPES)[number]

/** What each use type is for, under its name on the use-type page. */
export const USE_TYPE_NOTE: Record<UseTypeItem['useType'], string> = {
  1: '现在出发，就近派车',
  2: '提前预约，准时接驾（7天内）',
  3: '航班落地后接您',
  4: '按时送您到机场',
  5: '火车站接站或送站',
  6: '按天包车，适合多点办事',
}

export type CarRights = { IsPermittedUseCar: boolean; IsPermittedUseCarTemp: boolean; IsPermittedUseCarWork: boolean }

/** The use types the member may choose: immediate and scheduled need the temporary right, daily rental the work right. */
export function allowedUseTypes(rights: CarRights): UseTypeItem[] {
  if (!rights.IsPermittedUseCar && !rights.IsPermittedUseCarTemp && !rights.IsPermittedUseCarWork) return []
  return USE_TYPES.filter((t) => {
    if (t.useType === 1 || t.useType === 2) return rights.IsPermittedUseCarTemp
    if (t.useType === 6) return rights.IsPermittedUseCarWork
    return true
  })
}

import type { RootStore } from '@/stores/root'
import { sessionsPer, type PickSession } from '../../shared/stores/PickSession'

export type DepartmentPick = { departmentId: string; departmentName: string }

/** The department tree's round trip (/components/common/list): the opener asks with the open department. */
export const departmentPickSessionOf: (root: RootStore) => PickSession<{ current: string }, DepartmentPick> = sessionsPer()

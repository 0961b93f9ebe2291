import type { RootStore } from '@/stores/root'
import { sessionsPer, type PickSession } from '../../shared/stores/PickSession'

export type NationalityPick = { code: string; name: string }

/** 选择国籍's round trip of this app run: the form asks with the current code, the picker answers the chosen one. */
export const nationalityPickSessionOf: (root: RootStore) => PickSession<{ current: string }, NationalityPick> = sessionsPer()

import type { RootStore } from '@/stores/root'
import { sessionsPer, type PickSession } from '../../shared/stores/PickSession'
import type { ReasonKind } from '../domain/reasons'

/** 选择原因's round trip: the refund or change page asks for a kind, the picker answers the reason text. */
export const reasonSessionOf: (root: RootStore) => PickSession<{ kind: ReasonKind; current: string }, string> = sessionsPer()

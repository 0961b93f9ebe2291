import type { RootStore } from '@/stores/root'
import { sessionsPer, type PickSession } from '../../shared/stores/PickSession'
import type { PickedTraveller, TravellerPickRequest } from '../domain/picked'

/** The travellers picker's round trip of this app run (one per root store). */
export const travellerPickSessionOf: (root: RootStore) => PickSession<TravellerPickRequest, PickedTraveller[]> = sessionsPer()

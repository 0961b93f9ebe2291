import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type * as Api from '../../../../types/api/policy'
import {
  CABIN_CLASSES, CAR_LEVELS, CAR_USE_TYPES, POLICY_PRODUCTS, STAFF_GRADES, TRAIN_SEAT_CLASSES, TRAIN_SLEEPER_CLASSES,
  type EnterpriseStandards, type OverAction,
} from '@domain/policy/standards'
import { Arr, Int, Lits, Nullable, Obj, Str } from '../../lib/data-schemas'
import type { Assert, Same } from '../../lib/type-check'

// The answers' Data of b2b Customer/QueryMyTravelStandard and GetOverStandardReasons (decision 0830).

const ByGrade = <T extends TSchema>(value: T) => Obj({ employee: value, manager: value })
const ByTierAndGrade = <T extends TSchema>(value: T) => Type.Object({ 1: ByGrade(value), 2: ByGrade(value), 3: ByGrade(value) })
const WhenExceeded = Lits<OverAction>(['allow', 'requireReason', 'requireApproval', 'block'])
const CapFen = Nullable(Int)
const Standards = Obj({
  hotel: Nullable(Obj({ nightlyCapFen: ByTierAndGrade(CapFen), whenExceeded: WhenExceeded })),
  train: Nullable(Obj({
    seatClasses: ByGrade(Arr(Lits(TRAIN_SEAT_CLASSES))),
    sleeperClasses: ByGrade(Arr(Lits(TRAIN_SLEEPER_CLASSES))),
    nightTrain: Obj({ departFrom: Str, minHours: Type.Number() }),
    whenExceeded: WhenExceeded,
  })),
  flight: Nullable(Obj({
    cabins: ByGrade(Arr(Lits(CABIN_CLASSES))),
    maxFarePercent: ByGrade(Nullable(Type.Number())),
    minAdvanceDays: Nullable(Int),
    lowestFareHours: Nullable(Type.Number()),
    lowestFareToleranceFen: Int,
    whenExceeded: WhenExceeded,
  })),
  car: Nullable(Obj({
    timeWindows: Arr(Obj({ from: Str, to: Str })),
    cities: Nullable(Arr(Str)),
    useTypes: Arr(Lits(CAR_USE_TYPES)),
    levels: ByGrade(Arr(Lits(CAR_LEVELS))),
    perRideCapFen: ByGrade(CapFen),
    whenExceeded: WhenExceeded,
  })),
  takeout: Nullable(Obj({ dailyCapFen: ByGrade(CapFen), whenExceeded: WhenExceeded })),
})
export type _Standards = Assert<Same<Static<typeof Standards>, EnterpriseStandards>>
export const QueryMyTravelStandardData = Obj({
  Grade: Lits(STAFF_GRADES),
  GradeName: Str,
  Products: Arr(Obj({ Product: Lits(POLICY_PRODUCTS), ProductName: Str, Lines: Arr(Str) })),
  Standards,
})
export type _QueryMyTravelStandardData = Assert<Same<Static<typeof QueryMyTravelStandardData>, Api.QueryMyTravelStandardData>>
export const GetOverStandardReasonsData = Obj({ Reasons: Arr(Obj({ ReasonId: Str, Text: Str })) })
export type _GetOverStandardReasonsData = Assert<Same<Static<typeof GetOverStandardReasonsData>, Api.GetOverStandardReasonsData>>

/**
 * Bound accounts of the member (decision 0350): travel platforms and supplier memberships, common api/bindAccount/*.
 * Accounts and card numbers come back masked; a platform's password is passed to the provider and never kept.
 */
import type { InstantString } from './envelope'

export type PlatformCode = 'ctrip' | 'ly' | 'meituan' | 'fliggy'
export type ProgramCode = 'CA' | 'MU' | 'CZ' | 'HU' | 'huazhu' | 'jinjiang' | 'dossen' | 'marriott'

export type BoundPlatform = { PlatformCode: PlatformCode; PlatformName: string; IsBound: boolean; Account: string; BoundAt: InstantString | '' }
export type BoundMembership = {
  ProgramCode: ProgramCode
  ProgramName: string
  Kind: 'airline' | 'hotel'
  IsBound: boolean
  CardNo: string
  HolderName: string
  LevelName: string
  BoundAt: InstantString | ''
}

/** POST common api/bindAccount/GetBindList `{}`: every platform and programme, bound or not. */
export type GetBindListData = { Platforms: BoundPlatform[]; Memberships: BoundMembership[] }

/** POST api/bindAccount/BindPlatform (reqId). */
export type BindPlatformRequest = { PlatformCode: PlatformCode; Account: string; Password: string }
export type BindPlatformData = BoundPlatform
/** POST api/bindAccount/UnbindPlatform (reqId). */
export type UnbindPlatformRequest = { PlatformCode: PlatformCode }
export type UnbindData = { Unbound: boolean }

/** POST api/bindAccount/BindMember (reqId): the holder must be the member (same name). */
export type BindMemberCardRequest = { ProgramCode: ProgramCode; CardNo: string; HolderName: string }
export type BindMemberCardData = BoundMembership
/** A bound card used on an order: the programme and the masked number (decision 0431). */
export type OrderMembership = { ProgramCode: ProgramCode; ProgramName: string; CardNo: string; LevelName: string }
/** POST common api/bindAccount/GetBookingMembership `{HotelId}`: the member's bound card of the hotel's group, or null. */
export type GetBookingMembershipRequest = { HotelId: string }
export type GetBookingMembershipData = { Membership: OrderMembership | null }

/** POST api/bindAccount/UnbindMember (reqId). */
export type UnbindMemberCardRequest = { ProgramCode: ProgramCode }

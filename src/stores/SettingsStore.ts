import { action, computed, makeObservable, observable, reaction, toJS } from 'mobx'
import { APP } from '@/core/constants'
import type { RequestIdentity } from '@/core/http/types'
import { coerceLike, toText } from './coerce'
import type { StoreStorage } from './ports'
import type { MemberInfo, SettingsFields, SettingsKey } from './settingsFields'
import { DEVICE_KEYS, SETTINGS_ALIASES, SETTINGS_KEYS, defaultSettings, emptyMemberInfo } from './settingsFields'

export const SETTINGS_STORAGE_KEY = 'settings'

/**
 * What a login answers with: at least MemberId and Token; MemberInfo fields (any scalar, kept as text)
 * and any stored setting may come along.
 */
export type LoginData = { MemberId: string; Token: string; [field: string]: unknown }

/** Replaced wholesale, never mutated in place: no deep observation. */
const REF_KEYS: readonly SettingsKey[] = ['CustomerDepartmentList', 'Customers', 'ExternalOrderTravelPassengers', 'HOLIDAYS']
const MEMBER_KEYS = Object.keys(emptyMemberInfo()) as (keyof MemberInfo)[]

// Gives the class the typed fields of SettingsFields; they are assigned in the constructor.
const SettingsFieldsBase = class {} as unknown as new () => SettingsFields

export type SettingsDeps = {
  storage: StoreStorage
  /** Filled in when the stored value is empty (platform PhoneType, a generated device id). */
  device?: { PhoneType?: string; MemberMac?: string }
}

/** Stored settings (local storage key 'settings'): identity, session, roles, permission flags. */
export class SettingsStore extends SettingsFieldsBase {
  private readonly storage: StoreStorage
  private readonly stopSaving: () => void

  constructor(deps: SettingsDeps) {
    super()
    this.storage = deps.storage
    Object.assign(this, defaultSettings(), readStored(deps.storage))
    if (!this.PhoneType && deps.device?.PhoneType) this.PhoneType = deps.device.PhoneType
    if (!this.MemberMac && deps.device?.MemberMac) this.MemberMac = deps.device.MemberMac
    const annotations: Record<string, unknown> = {}
    for (const key of SETTINGS_KEYS) annotations[key] = REF_KEYS.includes(key) ? observable.ref : observable
    makeObservable(this, {
      ...annotations,
      identity: computed,
      isLoggedIn: computed,
      applyLogin: action,
      applyUserInfos: action,
      clearSession: action,
      update: action,
    } as never)
    this.stopSaving = reaction(
      () => this.snapshot(),
      (snapshot) => this.storage.set(SETTINGS_STORAGE_KEY, snapshot),
    )
    this.storage.set(SETTINGS_STORAGE_KEY, this.snapshot())
  }

  /** Logged in with a member id and a token. */
  get isLoggedIn(): boolean {
    return this.isLogin && Boolean(this.MemberInfo.MemberId) && Boolean(this.MemberInfo.Token)
  }

  /** The default request identity (foundations section 3): Version 8.15.00, PlatId 1020 unless set. */
  get identity(): RequestIdentity {
    const member = this.MemberInfo
    return {
      EnterpriseId: toText(member.EnterpriseId),
      Version: this.Version || APP.version,
      MemberId: toText(member.MemberId),
      MemberName: toText(member.MemberName),
      PhoneType: this.PhoneType || member.PhoneType || '',
      MemberMac: this.MemberMac || member.MemberMac || '',
      Token: toText(member.Token),
      PlatId: toText(this.platId || member.PlatId || APP.defaultPlatId),
      RefId: toText(this.RefId),
      EnterpriseKey: this.EnterpriseKey,
      bookingMethod: this.bookingMethod,
    }
  }

  applyLogin(data: LoginData): void {
    this.MemberInfo = { ...this.MemberInfo, ...pickMember(data) }
    this.isLogin = Boolean(this.MemberInfo.MemberId && this.MemberInfo.Token)
    this.assignKnown(data, ['MemberInfo', 'isLogin'])
  }

  /** Copies every known setting the data carries (GetLoginUserInfos, bonus-points status, ...). */
  applyUserInfos(data: Record<string, unknown>): void {
    const member = pickMember(data)
    delete member.Token
    delete member.MemberId
    if (Object.keys(member).length) this.MemberInfo = { ...this.MemberInfo, ...member }
    this.assignKnown(data, ['MemberInfo', 'isLogin', 'MemberMac', 'PhoneType', 'Version'])
  }

  /** Forgets the member; keeps device and start-up fields (DEVICE_KEYS). */
  clearSession(): void {
    const defaults = defaultSettings()
    for (const key of SETTINGS_KEYS) {
      if (DEVICE_KEYS.includes(key)) continue
      ;(this as unknown as Record<string, unknown>)[key] = defaults[key]
    }
  }

  update(partial: Partial<SettingsFields>): void {
    for (const key of Object.keys(partial) as SettingsKey[]) {
      if (!SETTINGS_KEYS.includes(key)) continue
      ;(this as unknown as Record<string, unknown>)[key] = partial[key]
    }
  }

  snapshot(): SettingsFields {
    const out: Record<string, unknown> = {}
    for (const key of SETTINGS_KEYS) out[key] = toJS((this as unknown as Record<string, unknown>)[key])
    return out as SettingsFields
  }

  dispose(): void {
    this.stopSaving()
  }

  private assignKnown(data: Record<string, unknown>, skip: SettingsKey[]): void {
    const defaults = defaultSettings() as Record<string, unknown>
    const self = this as unknown as Record<string, unknown>
    for (const [name, value] of Object.entries(data)) {
      const key = (SETTINGS_KEYS.includes(name as SettingsKey) ? name : SETTINGS_ALIASES[name]) as SettingsKey | undefined
      if (!key || skip.includes(key) || value === undefined) continue
      self[key] = coerceLike(defaults[key], value)
    }
  }
}

function pickMember(data: Record<string, unknown>): Partial<MemberInfo> {
  const member: Partial<MemberInfo> = {}
  for (const key of MEMBER_KEYS) if (data[key] !== undefined && data[key] !== null) member[key] = toText(data[key])
  return member
}

function readStored(storage: StoreStorage): Partial<SettingsFields> {
  const stored = storage.get(SETTINGS_STORAGE_KEY) as Record<string, unknown> | undefined
  if (!stored || typeof stored !== 'object') return {}
  const defaults = defaultSettings() as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const key of SETTINGS_KEYS) {
    if (!(key in stored)) continue
    out[key] = key === 'MemberInfo' ? { ...emptyMemberInfo(), ...(stored[key] as object) } : coerceLike(defaults[key], stored[key])
  }
  return out as Partial<SettingsFields>
}

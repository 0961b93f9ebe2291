import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import type { Brand } from '@/core/brand'
import { brandOf, mergeBrand } from '@/core/brand'
import type { ApiFailure } from '@/core/http/types'
import { toText } from './coerce'
import type { RequestFn, StoreStorage } from './ports'

export const PLATFORM_STORAGE_KEY = 'platformInfo'
export const PLAT_INFO_PATH = 'agent-account/get-plat-info'

/** Enterprise and platform info (foundations section 3). */
export type PlatformInfo = {
  agentAppName: string
  agentLogoDist: string
  agentName: string
  agentPlatId: string
  apiUrl: string
  hostUrl: string
  integralLogoUrl: string
  platId: string
  servicePhone: string
  filingInfo: string
  serviceType: string
}

export type PlatInfoRequest = { agentPlatId?: string | number; clientType?: string; hostUrl?: string; enterpriseId?: string }

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

const INFO_KEYS: (keyof PlatformInfo)[] = [
  'agentAppName',
  'agentLogoDist',
  'agentName',
  'agentPlatId',
  'apiUrl',
  'hostUrl',
  'integralLogoUrl',
  'platId',
  'servicePhone',
  'filingInfo',
  'serviceType',
]

const emptyInfo = (): PlatformInfo =>
  Object.fromEntries(INFO_KEYS.map((key) => [key, ''])) as PlatformInfo

export class PlatformStore implements PlatformInfo {
  agentAppName = ''
  agentLogoDist = ''
  agentName = ''
  agentPlatId = ''
  apiUrl = ''
  hostUrl = ''
  integralLogoUrl = ''
  platId = ''
  servicePhone = ''
  filingInfo = ''
  serviceType = ''
  status: LoadStatus = 'idle'
  error = ''

  private readonly request: RequestFn
  private readonly storage: StoreStorage
  private readonly assetBase: string

  constructor(deps: { request: RequestFn; storage: StoreStorage; assetBase?: string }) {
    this.request = deps.request
    this.storage = deps.storage
    this.assetBase = deps.assetBase ?? ''
    const stored = this.storage.get(PLATFORM_STORAGE_KEY) as Partial<PlatformInfo> | undefined
    if (stored && typeof stored === 'object') this.assign(stored)
    makeObservable<PlatformStore, 'assign'>(this, {
      ...(Object.fromEntries(INFO_KEYS.map((key) => [key, observable])) as Record<keyof PlatformInfo, typeof observable>),
      status: observable,
      error: observable,
      brand: computed,
      logoUrl: computed,
      load: action,
      assign: action,
    })
  }

  /** Static brand of the agent with the server's values over it (app name falls back to 差旅管家). */
  get brand(): Brand {
    return mergeBrand(brandOf(this.agentPlatId, this.assetBase), this)
  }

  /** The logo to show: the server's, else the agent's default logo address. */
  get logoUrl(): string {
    return this.brand.logoUrl
  }

  info(): PlatformInfo {
    const out = emptyInfo()
    for (const key of INFO_KEYS) out[key] = this[key]
    return out
  }

  /** POST tripwise-m-api agent-account/get-plat-info (no login needed); keeps the answer. */
  async load(params: PlatInfoRequest = {}): Promise<PlatformInfo | null> {
    this.status = 'loading'
    this.error = ''
    try {
      const result = await this.request<Partial<PlatformInfo> | null>('tripwise-m-api', PLAT_INFO_PATH, params, {
        needLogin: false,
      })
      runInAction(() => {
        this.assign(result.Data ?? {})
        this.status = 'ready'
      })
      this.storage.set(PLATFORM_STORAGE_KEY, this.info())
      return this.info()
    } catch (failure) {
      runInAction(() => {
        this.status = 'error'
        this.error = (failure as ApiFailure)?.Msg ?? ''
      })
      return null
    }
  }

  private assign(data: Partial<Record<keyof PlatformInfo, unknown>>): void {
    for (const key of INFO_KEYS) if (data[key] !== undefined && data[key] !== null) this[key] = toText(data[key])
  }
}

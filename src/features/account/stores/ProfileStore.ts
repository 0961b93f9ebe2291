import { makeAutoObservable } from 'mobx'
import type { GetCustomerInfoData } from '@api/index'
import { LoadState } from '../../shared/stores/LoadState'
import { profileRows, type ProfileRow } from '../domain/profileRows'

export type ProfileApi = { getCustomerInfo(): Promise<GetCustomerInfoData> }

/** 个人资料 / 个人信息: the member's own details from GetCustomerInfo. */
export class ProfileStore {
  info: GetCustomerInfoData | null = null
  readonly load = new LoadState('个人资料加载失败，请重试')

  constructor(private readonly api: ProfileApi) {
    makeAutoObservable<ProfileStore, 'api'>(this, { api: false, load: false })
  }

  get rows(): ProfileRow[] {
    return this.info ? profileRows(this.info) : []
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.getCustomerInfo(), (info) => (this.info = info))
  }
}

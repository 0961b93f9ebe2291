import { installPageLoading, type TaroAppConfig } from './installPageLoading'
import { pageLoadView } from './pageLoadingStore'

/** The name the H5 entry calls between Taro's route table and its router (config/index.ts adds the call). */
export const INSTALL_HOOK = '__installPageLoading'

export function exposePageLoading(target: object) {
  Object.assign(target, { [INSTALL_HOOK]: (config: TaroAppConfig) => installPageLoading(config, pageLoadView) })
}

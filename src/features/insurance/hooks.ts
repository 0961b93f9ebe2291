import { createReqId } from '@/core/http/ids'
import { createUpload } from '@/core/http/upload'
import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import { createInsuranceApi, type InsuranceApi } from './api/insuranceApi'

/** The root store, the insurance api and the reqId maker every insurance screen uses. */
export function useInsurance(): { root: RootStore; deps: { api: InsuranceApi; createReqId: () => string } } {
  const root = useStores()
  return { root, deps: { api: createInsuranceApi(root.request, createUpload(() => root.settings.identity)), createReqId: () => createReqId() } }
}

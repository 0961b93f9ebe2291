import type {
  CampusAuthInfoData, CampusAuthSubmitData, CampusAuthSubmitRequest, CampusSchoolsData, ChangeMobileCheckOldData, ChangeMobileData,
  ChangeMobileRequest, FaceVerifyResultData, FaceVerifyStartData, FaceVerifyStartRequest, FaceVerifySubmitData, GetEnterpriseInfoData,
  HouseKeeperRegisterData, HouseKeeperRegisterRequest, RegisterBenefitsData, SendChangeMobileCodeData, SendSmsCodeData, UploadData,
} from '@api/index'
import type { UploadFn } from '@/core/http/upload'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Change of the login mobile (decision 0330). */
export type MobileApi = {
  sendCode(target: 'old' | 'new', newPhone?: string): Promise<SendChangeMobileCodeData>
  checkOld(code: string): Promise<ChangeMobileCheckOldData>
  change(body: ChangeMobileRequest, reqId: string): Promise<ChangeMobileData>
}

export function createMobileApi(request: RequestFn): MobileApi {
  return {
    sendCode: (target, newPhone) => dataOf(request<SendChangeMobileCodeData>('b2b', 'Customer/SendChangeMobileCode', newPhone ? { Target: target, NewPhone: newPhone } : { Target: target })),
    checkOld: (code) => dataOf(request<ChangeMobileCheckOldData>('b2b', 'Customer/ChangeMobileCheckOld', { VerifyCode: code })),
    change: (body, reqId) => dataOf(request<ChangeMobileData>('b2b', 'Customer/ChangeMobile', body, { headers: { reqId } })),
  }
}

/** The promotion link's offer and the enterprise sign-up (decision 0331); no session needed. */
export type SignUpApi = {
  registerBenefits(invitationCode: string): Promise<RegisterBenefitsData>
  sendEnterpriseCode(phone: string): Promise<SendSmsCodeData>
  houseKeeperRegister(body: HouseKeeperRegisterRequest): Promise<HouseKeeperRegisterData>
}

export function createSignUpApi(request: RequestFn): SignUpApi {
  const open = { needLogin: false }
  return {
    registerBenefits: (code) => dataOf(request<RegisterBenefitsData>('b2b', 'Customer/RegisterBenefits', { InvitationCode: code }, open)),
    sendEnterpriseCode: (phone) => dataOf(request<SendSmsCodeData>('b2b', 'Common/SendSmsCode', { Phone: phone, Scene: 'enterpriseRegister' }, open)),
    houseKeeperRegister: (body) => dataOf(request<HouseKeeperRegisterData>('b2b', 'Customer/HouseKeeperRegister', body, open)),
  }
}

/** tripwise-m-api member/getEnterpriseInfo: the contract the sign-error page explains. */
export function createEnterpriseInfoApi(request: RequestFn): { getEnterpriseInfo(): Promise<GetEnterpriseInfoData> } {
  return { getEnterpriseInfo: () => dataOf(request<GetEnterpriseInfoData>('tripwise-m-api', 'member/getEnterpriseInfo', {})) }
}

/** Student/teacher (decision 0332) and facial verification (decision 0333); photos go through common/upload. */
export type VerificationApi = {
  uploadImage(filePath: string): Promise<string>
  campusInfo(): Promise<CampusAuthInfoData>
  campusSubmit(body: CampusAuthSubmitRequest, reqId: string): Promise<CampusAuthSubmitData>
  campusSchools(keyword: string): Promise<CampusSchoolsData>
  faceStart(body: FaceVerifyStartRequest, reqId: string): Promise<FaceVerifyStartData>
  faceSubmit(verifyId: string, photoUrl: string): Promise<FaceVerifySubmitData>
  faceResult(verifyId: string): Promise<FaceVerifyResultData>
}

export function createVerificationApi(request: RequestFn, upload: UploadFn): VerificationApi {
  return {
    uploadImage: async (filePath) => (await dataOf(upload<UploadData>('tripwise-m-api', 'common/upload', filePath))).Url,
    campusInfo: () => dataOf(request<CampusAuthInfoData>('tripwise-m-api', 'universities/authentication/info', {})),
    campusSubmit: (body, reqId) => dataOf(request<CampusAuthSubmitData>('tripwise-m-api', 'universities/authentication/submit', body, { headers: { reqId } })),
    campusSchools: (keyword) => dataOf(request<CampusSchoolsData>('tripwise-m-api', 'universities/schools', { Keyword: keyword })),
    faceStart: (body, reqId) => dataOf(request<FaceVerifyStartData>('tripwise-m-api', 'face/verify/start', body, { headers: { reqId } })),
    faceSubmit: (verifyId, photoUrl) => dataOf(request<FaceVerifySubmitData>('tripwise-m-api', 'face/verify/submit', { VerifyId: verifyId, PhotoUrl: photoUrl })),
    faceResult: (verifyId) => dataOf(request<FaceVerifyResultData>('tripwise-m-api', 'face/verify/result', { VerifyId: verifyId })),
  }
}

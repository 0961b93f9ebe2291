import type { VerificationTicket } from './b2b'

/**
 * Change of the login mobile (decision 0330). POST /b2b/Customer/SendChangeMobileCode (logged in): `old` sends a
 * code to the account's own phone, `new` to NewPhone (not registered to another account).
 */
export type SendChangeMobileCodeRequest = { Target: 'old' | 'new'; NewPhone?: string }
export type SendChangeMobileCodeData = { ExpireSeconds: number; MaskedPhone: string }

/** POST /b2b/Customer/ChangeMobileCheckOld: the code of the old phone buys a ticket (10 minutes, one use). */
export type ChangeMobileCheckOldRequest = { VerifyCode: string }
export type ChangeMobileCheckOldData = VerificationTicket

/** POST /b2b/Customer/ChangeMobile (reqId): the old phone's ticket and the new phone's code; the account's phone becomes NewPhone. */
export type ChangeMobileRequest = { Ticket: string; NewPhone: string; VerifyCode: string }
export type ChangeMobileData = { Phone: string }

/** POST /b2b/Customer/RegisterBenefits (public): what a promotion link's invitation offers, without using it. */
export type RegisterBenefitsRequest = { InvitationCode: string }
export type RegisterBenefitsData = { EnterpriseName: string; ValidUntil: string; Benefits: string[] }

/**
 * POST /b2b/Customer/HouseKeeperRegister (public, reqId): an enterprise applies to sign up (decision 0331). The
 * contact phone proves itself with a code of scene `enterpriseRegister`; the platform's account manager reviews.
 */
export type HouseKeeperRegisterRequest = {
  EnterpriseName: string
  ContactName: string
  Phone: string
  VerifyCode: string
  CityName: string
  StaffScale: StaffScale
  Email?: string
}
export type StaffScale = '1-50' | '51-200' | '201-1000' | '1000+'
export type HouseKeeperRegisterData = { ApplicationNo: string; Status: 'pending'; ServicePhone: string }

/** Student/teacher verification (decision 0332). */
export type CampusRole = 'student' | 'teacher'
export type CampusStatus = 'none' | 'verified' | 'rejected'
/** POST /tripwise-m-api/universities/authentication/info */
export type CampusAuthInfoData = {
  Status: CampusStatus
  Role: CampusRole | ''
  Name: string
  School: string
  Number: string
  EnrollYear: number | null
  Reason: string
  ValidUntil: string
}
/** POST /tripwise-m-api/universities/authentication/submit (reqId) */
export type CampusAuthSubmitRequest = { Role: CampusRole; Name: string; School: string; Number: string; EnrollYear?: number; CardImageUrl: string }
export type CampusAuthSubmitData = CampusAuthInfoData
/** POST /tripwise-m-api/universities/schools {Keyword}: schools the verification provider knows. */
export type CampusSchoolsRequest = { Keyword: string }
export type CampusSchoolsData = { Schools: string[] }

/** Facial verification (decision 0333). */
export type FaceScene = 'self' | 'newUser'
export type FaceStatus = 'pending' | 'passed' | 'failed' | 'expired'
/** POST /tripwise-m-api/face/verify/start: the person to verify; answers a VerifyId (10 minutes, one photo). */
export type FaceVerifyStartRequest = { Scene: FaceScene; Name: string; IdNo: string; Phone?: string }
export type FaceVerifyStartData = { VerifyId: string; ExpireSeconds: number }
/** POST /tripwise-m-api/face/verify/submit: the photo (an upload of the caller) compared with the ID's portrait. */
export type FaceVerifySubmitRequest = { VerifyId: string; PhotoUrl: string }
/** POST /tripwise-m-api/face/verify/result */
export type FaceVerifyResultRequest = { VerifyId: string }
export type FaceVerifyResultData = { VerifyId: string; Scene: FaceScene; Status: FaceStatus; Name: string; MaskedIdNo: string; Score: number | null; Reason: string }
export type FaceVerifySubmitData = FaceVerifyResultData

import type {
  CheckPhoneIsRegisterData, EditPasswordData, GetLoginUserInfosData, EditPasswordRequest, ForgetPasswordSetPasswordData,
  ForgetPasswordSetPasswordRequest, RegisterCustomerInfoData, RegisterCustomerInfoRequest, SendSmsCodeData,
  SmsScene, VerificationTicket,
} from '@api/index'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** Registration, password reset and change: the b2b Customer calls behind the three-step flows. */
export type CredentialsApi = {
  checkPhoneIsRegister(phone: string): Promise<CheckPhoneIsRegisterData>
  sendSmsCode(phone: string, scene: SmsScene): Promise<SendSmsCodeData>
  /** Register: VerificationCodeCheck; reset: ForgetPasswordCheck. Both answer a one-time ticket. */
  checkCode(phone: string, code: string, scene: SmsScene): Promise<VerificationTicket>
  register(body: RegisterCustomerInfoRequest): Promise<RegisterCustomerInfoData>
  resetPassword(body: ForgetPasswordSetPasswordRequest): Promise<ForgetPasswordSetPasswordData>
  editPassword(body: EditPasswordRequest): Promise<EditPasswordData>
  getLoginUserInfos(): Promise<GetLoginUserInfosData>
}

export function createCredentialsApi(request: RequestFn): CredentialsApi {
  const open = { needLogin: false }
  return {
    checkPhoneIsRegister: (phone) => dataOf(request<CheckPhoneIsRegisterData>('b2b', 'Customer/CheckPhoneIsRegister', { Phone: phone }, open)),
    sendSmsCode: (phone, scene) => dataOf(request<SendSmsCodeData>('b2b', 'Common/SendSmsCode', { Phone: phone, Scene: scene }, open)),
    checkCode: (phone, code, scene) =>
      scene === 'resetPassword'
        ? dataOf(request<VerificationTicket>('b2b', 'Customer/ForgetPasswordCheck', { Phone: phone, VerifyCode: code }, open))
        : dataOf(request<VerificationTicket>('b2b', 'Customer/VerificationCodeCheck', { Phone: phone, VerifyCode: code, Scene: scene }, open)),
    register: (body) => dataOf(request<RegisterCustomerInfoData>('b2b', 'Customer/RegisterCustomerInfo', body, open)),
    resetPassword: (body) => dataOf(request<ForgetPasswordSetPasswordData>('b2b', 'Customer/ForgetPasswordSetPassword', body, open)),
    editPassword: (body) => dataOf(request<EditPasswordData>('b2b', 'Customer/EditPassword', body)),
    getLoginUserInfos: () => dataOf(request<GetLoginUserInfosData>('common', 'api/Customer/GetLoginUserInfos', {})),
  }
}

import type { GetEnterpriseInfoData } from '@api/index'

export type SignErrorText = { title: string; detail: string }

/** What the sign-error page says of the enterprise's contract: ended on a day, or never signed. */
export function signErrorText(info: Pick<GetEnterpriseInfoData, 'EnterpriseName' | 'ContractEndDate' | 'IsExpiredContract'>): SignErrorText {
  const name = info.EnterpriseName || '贵企业'
  if (info.ContractEndDate === '') {
    return { title: '企业尚未签约', detail: `${name}尚未与平台签署服务协议，暂时无法预订。请联系企业管理员或客服完成签约。` }
  }
  if (info.IsExpiredContract) {
    return { title: '企业合同已到期', detail: `${name}的服务协议已于${info.ContractEndDate}到期，暂时无法预订。请联系企业管理员或客服续约。` }
  }
  return { title: '企业签约有效', detail: `${name}的服务协议有效期至${info.ContractEndDate}，可正常预订。` }
}

/** The page can be left for the home only when the contract is valid again. */
export function isSigned(info: Pick<GetEnterpriseInfoData, 'ContractEndDate' | 'IsExpiredContract'>): boolean {
  return info.ContractEndDate !== '' && !info.IsExpiredContract
}

/**
 * Offline recharge of the enterprise account (b2b Customer/*, decision 0284); managers and finance only (else 4003).
 * GetRechargeTips `{}`; RechargeOffline (reqId) reports a bank transfer; GetRechargeList pages the enterprise's reports.
 */
export type RechargeTipsData = {
  BankName: string
  AccountName: string
  AccountNo: string
  BalanceFen: number
  MinAmountFen: number
  Tips: string[]
}
export type RechargeOfflineRequest = { AmountFen: number; PayerName: string; PayerAccount: string; TransferDate: string; Remark?: string }
export type RechargeStatus = 'pending' | 'credited' | 'rejected'
export type RechargeOfflineData = { RechargeNo: string; Status: RechargeStatus }
export type RechargeListRequest = { PageIndex: number; PageSize: number }
export type RechargeRecord = {
  RechargeNo: string
  AmountFen: number
  PayerName: string
  PayerAccount: string
  TransferDate: string
  Remark: string
  Status: RechargeStatus
  MemberName: string
  CreatedAt: string
}
export type RechargeListData = { Total: number; Items: RechargeRecord[] }

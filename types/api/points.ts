/**
 * Points and cashback of the caller (decisions 0280, 0281). Points: common api/bonusPoints/*, only for an
 * enterprise whose bonus points are open (else 4001). Cashback: GET tripwise-m-api cashback/*, amounts in fen.
 */
export type PointsKind = 'earn' | 'redeem' | 'transfer_in' | 'transfer_out' | 'expire'

/** POST common api/bonusPoints/GetMemberPoints `{}` */
export type MemberPointsData = { Balance: number; TotalEarned: number; TotalUsed: number; EnterpriseName: string }

/** POST common api/bonusPoints/PagePointsRecords; Direction in: earned and received, out: used, given, expired. */
export type PagePointsRecordsRequest = { PageIndex: number; PageSize: number; Direction?: 'in' | 'out' }
export type PointsRecord = {
  RecordId: string
  Points: number
  Kind: PointsKind
  Title: string
  OrderNo: string | null
  CounterpartName: string | null
  Remark: string
  CreatedAt: string
}
export type PagePointsRecordsData = { Total: number; Items: PointsRecord[] }

/** POST common api/bonusPoints/GetPointsRules `{}`: how points are earned and used, per product. */
export type PointsRule = { Title: string; Content: string }
export type PointsRulesData = { Rules: PointsRule[]; TransferMin: number; TransferMax: number }

/** POST common api/bonusPoints/TransferPoints (reqId): give points to a colleague of the same enterprise. */
export type TransferPointsRequest = { ToPhone: string; Points: number; Remark?: string }
export type TransferPointsData = { Balance: number; ToName: string }

/** GET tripwise-m-api cashback/member/balance */
export type CashbackBalanceData = { Balance: number; Pending: number; TotalEarned: number }
/** GET tripwise-m-api cashback/info */
export type CashbackInfoData = { Title: string; Rules: string[]; WithdrawMinFen: number }
/** GET tripwise-m-api cashback/record/page?PageIndex&PageSize */
export type CashbackPageRequest = { PageIndex: number; PageSize: number }
export type CashbackRecord = {
  RecordId: string
  AmountFen: number
  Kind: 'cashback' | 'withdraw'
  Status: 'pending' | 'settled'
  Title: string
  OrderNo: string | null
  CreatedAt: string
}
export type CashbackPageData = { Total: number; Items: CashbackRecord[] }

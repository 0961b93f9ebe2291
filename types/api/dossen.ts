/**
 * The hotel group's sales and owners (tripwise-m-api dossen/*, decision 0288). A sale reads the client enterprises
 * they brought in and their rewards; an owner reads their own enterprise. Anyone else 4003; an enterprise the
 * caller does not look after 4004. Amounts in fen; months YYYY-MM (Shanghai).
 */
export type DossenRewardTotalData = { TotalFen: number; OrderCount: number; EnterpriseCount: number; ThisMonthFen: number }
export type DossenMonthQuery = { Month: string }
export type DossenMonthTotal = { Month: string; AmountFen: number; OrderCount: number }
export type DossenTotalByMonthData = { Items: DossenMonthTotal[] }
export type DossenRecordPageQuery = { Month: string; PageIndex: number; PageSize: number }
export type DossenRewardRecord = { OrderNo: string; Title: string; EnterpriseName: string; AmountFen: number; CreatedAt: string }
export type DossenRecordPageData = { Total: number; Items: DossenRewardRecord[] }
export type DossenEnterpriseMonth = { EnterpriseId: number; EnterpriseName: string; AmountFen: number; OrderCount: number }
export type DossenEnterpriseByMonthData = { Month: string; Items: DossenEnterpriseMonth[] }

export type DossenEnterprise = { EnterpriseId: number; Name: string; EmployeeCount: number; Since: string; IsTrial: boolean }
export type DossenEnterpriseListData = { Role: 'sale' | 'owner'; Items: DossenEnterprise[] }
export type DossenEmployeesRequest = { EnterpriseId: number; PageIndex: number; PageSize: number }
export type DossenEmployee = { MemberId: number; Name: string; Phone: string; Status: 'active' | 'disabled'; JoinedAt: string }
export type DossenEmployeesData = { EnterpriseName: string; Total: number; Items: DossenEmployee[] }
export type DossenAddEmployeeRequest = { EnterpriseId: number; Name: string; Phone: string }
/**
 * A new phone: an account and an employee at once (MemberId). A phone with an account: an invitation for that phone
 * (IsInvited, the code and its expiry; MemberId 0), which its owner accepts after logging in (decision 0576).
 */
export type DossenAddEmployeeData = { MemberId: number; IsNewAccount: boolean; IsInvited: boolean; InvitationCode: string; ExpiresAt: string }

/**
 * What the home's 管控信息 and 消费明细 read (decision 0287), for the caller only.
 * common api/Customer/GetMyApprovalRules `{}`: the enterprise's order approval flows per product.
 * common api/order/GetConsumptionDetail `{Month? YYYY-MM}`: the caller's orders of a month (default this month).
 */
export type ApprovalRuleLevel = { Level: number; Name: string; MinAmountFen: number; ApproverNames: string[] }
export type ApprovalRule = { ProductType: number; FlowName: string; AppliesWhen: 'always' | 'overStandard'; Levels: ApprovalRuleLevel[] }
export type GetMyApprovalRulesData = { Rules: ApprovalRule[] }

/** Scope enterprise (admins and finance): every order of the enterprise, with ByDepartment (decision 0710). */
export type ConsumptionRequest = { Month?: string; Scope?: 'mine' | 'enterprise' }
export type ConsumptionByDepartment = { DepartmentName: string; Count: number; AmountFen: number }
export type ConsumptionByProduct = { ProductType: number; Count: number; AmountFen: number }
export type ConsumptionItem = { OrderNo: string; ProductType: number; Title: string; AmountFen: number; StatusName: string; CreatedAt: string; TravellerName: string }
export type ConsumptionDetailData = { Month: string; TotalFen: number; ByProduct: ConsumptionByProduct[]; Items: ConsumptionItem[]; ByDepartment?: ConsumptionByDepartment[] }

/**
 * The member's business card (名片) and the enterprise's card bank (decision 0351), tripwise-m-api.
 * Colleagues' phones and e-mails are masked like GetCustomerBaseInfoList (decision 0270).
 */
export type BusinessCard = {
  MemberId: string
  Name: string
  EnterpriseName: string
  DepartmentName: string
  Phone: string
  Email: string
  EmployeeNo: string
}

/** POST tripwise-m-api business-card/mine `{}`: the caller's own card, contacts in full. */
export type MyBusinessCardData = BusinessCard

/** POST tripwise-m-api business-card-bank/search: colleagues' cards by name, department or employee number. */
export type BusinessCardSearchRequest = { Keyword: string; PageIndex: number; PageSize: number }
export type BusinessCardSearchData = { Total: number; Items: BusinessCard[] }

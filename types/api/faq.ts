/**
 * The customer-service FAQ (b2b Scheme/*, decision 0283): questions for every platform and the caller's own.
 * Scheme/GetFaqList `{CategoryId?, Keyword?}`: categories and the questions that match (hot ones when neither);
 * Scheme/GetFaqDetail `{FaqId}`: one question with its answer and others of its category; another platform's 4004.
 */
export type FaqCategory = { CategoryId: number; Name: string; Count: number }
export type FaqSummary = { FaqId: number; CategoryId: number; Question: string; IsHot: boolean }
export type GetFaqListRequest = { CategoryId?: number; Keyword?: string }
export type GetFaqListData = { Categories: FaqCategory[]; Items: FaqSummary[] }
export type GetFaqDetailRequest = { FaqId: number }
export type GetFaqDetailData = FaqSummary & { Answer: string; CategoryName: string; Related: FaqSummary[] }

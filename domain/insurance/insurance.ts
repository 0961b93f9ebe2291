/** Insurance rules shared by the app and the server (decision 0231): the catalogue, claim kinds and the claim's states. */

export type ProductCode = 'FLIGHT_ACCIDENT' | 'FLIGHT_DELAY' | 'TRAIN_ACCIDENT'
export type ClaimKind = 'accident' | 'delay' | 'baggage' | 'other'
export type ClaimStatus = 'Submitted' | 'NeedMaterials' | 'Reviewing' | 'Approved' | 'Paid' | 'Rejected'

export type Product = { code: ProductCode; name: string; productType: 5 | 6; premiumFen: number; sumInsuredFen: number; coverage: string; insurer: string; kinds: readonly ClaimKind[] }

/** What the enterprise's insurance partner sells with tickets (per passenger and leg). */
export const PRODUCTS: readonly Product[] = [
  { code: 'FLIGHT_ACCIDENT', name: '航空意外险', productType: 5, premiumFen: 3_000, sumInsuredFen: 300_000_000, coverage: '乘机期间意外身故、伤残最高赔付300万元', insurer: '中国平安财产保险', kinds: ['accident', 'baggage', 'other'] },
  { code: 'FLIGHT_DELAY', name: '航班延误险', productType: 5, premiumFen: 2_000, sumInsuredFen: 30_000, coverage: '航班延误2小时以上或取消赔付300元', insurer: '中国平安财产保险', kinds: ['delay'] },
  { code: 'TRAIN_ACCIDENT', name: '铁路意外险', productType: 6, premiumFen: 1_000, sumInsuredFen: 50_000_000, coverage: '乘车期间意外身故、伤残最高赔付50万元', insurer: '中国人民财产保险', kinds: ['accident', 'other'] },
]

export const productOf = (code: string) => PRODUCTS.find((p) => p.code === code)

export const CLAIM_KIND_TEXT: Record<ClaimKind, string> = { accident: '意外伤害', delay: '航班延误', baggage: '行李损失', other: '其他' }
export const CLAIM_STATUS_TEXT: Record<ClaimStatus, string> = { Submitted: '已提交', NeedMaterials: '需补充材料', Reviewing: '审核中', Approved: '审核通过', Paid: '已赔付', Rejected: '已拒赔' }

/** Why a claim cannot be filed, '' when it can: the kind the product covers, an amount within the sum insured. */
export function claimProblem(product: Product, kind: ClaimKind, amountFen: number, description: string): string {
  if (!product.kinds.includes(kind)) return `${product.name}不承保${CLAIM_KIND_TEXT[kind]}`
  if (!Number.isInteger(amountFen) || amountFen <= 0) return '请填写申请理赔金额'
  if (amountFen > product.sumInsuredFen) return `申请金额不能超过保额${product.sumInsuredFen / 100}元`
  if (description.trim().length < 5) return '请描述出险经过（至少5个字）'
  return ''
}

/** A claim without any material waits for it; with some it goes to review. */
export const statusAfterFiling = (materials: number): ClaimStatus => (materials > 0 ? 'Reviewing' : 'NeedMaterials')

/** Materials can be supplied while the insurer has not decided. */
export const canSupply = (status: ClaimStatus) => status === 'Submitted' || status === 'NeedMaterials' || status === 'Reviewing'

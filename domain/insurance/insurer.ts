import { CLAIM_STATUS_TEXT, type ClaimKind, type ClaimStatus } from './insurance'
import { yuanText } from '../money/money'

/** Every move a claim may make (decision 0401); the insurer's answers and the traveller's supply go through it. */
export const CLAIM_MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  Submitted: ['NeedMaterials', 'Reviewing'],
  NeedMaterials: ['Reviewing', 'Rejected'],
  Reviewing: ['NeedMaterials', 'Approved', 'Rejected'],
  Approved: ['Paid'],
  Paid: [],
  Rejected: [],
}

/** Why a claim cannot move from one status to another, '' when it can. */
export function claimMoveProblem(from: ClaimStatus, to: ClaimStatus): string {
  return CLAIM_MOVES[from].includes(to) ? '' : `理赔${CLAIM_STATUS_TEXT[from]}，不能变为${CLAIM_STATUS_TEXT[to]}`
}

/** The materials an insurer needs for each kind of claim. */
export const REQUIRED_MATERIALS: Record<ClaimKind, readonly string[]> = {
  delay: ['航空公司出具的航班延误证明', '登机牌或电子客票行程单'],
  accident: ['医疗诊断证明', '医疗费用票据', '被保险人身份证明'],
  baggage: ['航空公司行李运输事故记录', '受损物品购买凭证'],
  other: ['事故证明'],
}

/** How often an insurer asks for more before refusing a claim whose materials are still short. */
export const MAX_ASKS = 2

export type ClaimForReview = { kind: ClaimKind; amountFen: number; sumInsuredFen: number; materials: number; asks: number }
export type InsurerAnswer =
  | { to: 'NeedMaterials'; text: string; note: string }
  | { to: 'Approved'; text: string; approvedFen: number }
  | { to: 'Rejected'; text: string; note: string }

/**
 * The simulated insurer's review of a claim in 审核中: materials short → 需补充材料 (at most MAX_ASKS times, then
 * 已拒赔); 其他 is not a covered event → 已拒赔; else 审核通过 for the amount asked, a delay for its fixed sum.
 */
export function reviewClaim(claim: ClaimForReview): InsurerAnswer {
  const required = REQUIRED_MATERIALS[claim.kind]
  if (claim.kind === 'other') {
    const note = '经审核，所述事项不属于保险责任范围'
    return { to: 'Rejected', text: `审核未通过：${note}`, note }
  }
  if (claim.materials < required.length) {
    if (claim.asks >= MAX_ASKS) {
      const note = `多次补充后材料仍不齐全（需${required.join('、')}）`
      return { to: 'Rejected', text: `审核未通过：${note}`, note }
    }
    const note = `请补充：${required.join('、')}（已收到${claim.materials}份，共需${required.length}份）`
    return { to: 'NeedMaterials', text: `材料不全，${note}`, note }
  }
  const approvedFen = claim.kind === 'delay' ? claim.sumInsuredFen : Math.min(claim.amountFen, claim.sumInsuredFen)
  return { to: 'Approved', text: `审核通过，核定赔付金额¥${yuanText(approvedFen)}`, approvedFen }
}

/** The insurer's payout of an approved claim. */
export const payoutText = (approvedFen: number) => `赔款¥${yuanText(approvedFen)}已支付至被保险人银行账户`

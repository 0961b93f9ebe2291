import type { Db, Queryable } from '../../db/types'
import type { ClaimKind, ClaimStatus } from '@domain/insurance/insurance'
import { productOf } from '@domain/insurance/insurance'
import { claimMoveProblem, payoutText, reviewClaim, type InsurerAnswer } from '@domain/insurance/insurer'
import { businessRule, notFound } from '../../lib/errors'

/** A claim as the insurer sees it. */
export type InsurerClaim = { claimNo: string; status: ClaimStatus; kind: ClaimKind; amountFen: number; sumInsuredFen: number; materials: number; asks: number; approvedFen: number | null; movedAt: Date }

/** What the insurer says about a claim: a review answer, or the payout of an approved claim. */
export type ClaimAnswer = InsurerAnswer | { to: 'Paid'; text: string }

/**
 * The enterprise's insurance partner. A real one answers through its callback with the same answers; the
 * simulated one reviews a claim REVIEW_MINUTES after it reaches 审核中 and pays PAYOUT_MINUTES after approving.
 */
export type ClaimInsurer = { readonly name: string; answer(claim: InsurerClaim, now: Date): ClaimAnswer | null }

export const REVIEW_MINUTES = 2
export const PAYOUT_MINUTES = 1

export function createSimulatedInsurer(): ClaimInsurer {
  const after = (claim: InsurerClaim, minutes: number, now: Date) => now.getTime() - claim.movedAt.getTime() >= minutes * 60_000
  return {
    name: 'simulated',
    answer(claim, now) {
      if (claim.status === 'Reviewing' && after(claim, REVIEW_MINUTES, now)) return reviewClaim(claim)
      if (claim.status === 'Approved' && claim.approvedFen !== null && after(claim, PAYOUT_MINUTES, now)) return { to: 'Paid', text: payoutText(claim.approvedFen) }
      return null
    },
  }
}

type Row = { id: number; claim_no: string; status: ClaimStatus; kind: ClaimKind; amount_fen: number; materials: string[]; asks: number; approved_fen: number | null; moved_at: Date; product_code: string }

const SELECT = `select c.id, c.claim_no, c.status, c.kind, c.amount_fen, c.materials, c.asks, c.approved_fen, c.moved_at, p.product_code
  from insurance_claims c join insurance_policies p on p.id = c.policy_id`

const toClaim = (r: Row): InsurerClaim => ({
  claimNo: r.claim_no, status: r.status, kind: r.kind, amountFen: Number(r.amount_fen), sumInsuredFen: productOf(r.product_code)?.sumInsuredFen ?? 0,
  materials: r.materials.length, asks: r.asks, approvedFen: r.approved_fen === null ? null : Number(r.approved_fen), movedAt: r.moved_at,
})

/** Applies the insurer's answer to a claim; an answer its status does not allow is refused (4001) and nothing changes. */
export async function answerClaim(db: Db, claimNo: string, answer: ClaimAnswer): Promise<ClaimStatus> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Row>(`${SELECT} where c.claim_no = $1 for update of c`, [claimNo])
    const claim = rows[0]
    if (!claim) throw notFound('理赔申请不存在')
    const problem = claimMoveProblem(claim.status, answer.to)
    if (problem) throw businessRule(problem)
    if (answer.to === 'Paid' && claim.approved_fen === null) throw businessRule('理赔未核定赔付金额，不能赔付')
    await tx.query(
      `update insurance_claims set status = $2, moved_at = now(), asks = asks + $3, insurer_note = $4, approved_fen = coalesce($5, approved_fen) where id = $1`,
      [claim.id, answer.to, answer.to === 'NeedMaterials' ? 1 : 0, 'note' in answer ? answer.note : '', answer.to === 'Approved' ? answer.approvedFen : null],
    )
    await addClaimEvent(tx, claim.id, answer.to, answer.text)
    return answer.to
  })
}

export async function addClaimEvent(tx: Queryable, claimId: number, status: ClaimStatus, text: string): Promise<void> {
  await tx.query('insert into insurance_claim_events (claim_id, status, text) values ($1, $2, $3)', [claimId, status, text])
}

/** The job: asks the insurer about every claim under review or approved, and applies its answers. */
export async function progressClaims(db: Db, insurer: ClaimInsurer, now = new Date()): Promise<number> {
  const { rows } = await db.query<Row>(`${SELECT} where c.status in ('Reviewing', 'Approved') order by c.moved_at limit 200`)
  let moved = 0
  for (const row of rows) {
    const answer = insurer.answer(toClaim(row), now)
    if (!answer) continue
    try {
      await answerClaim(db, row.claim_no, answer)
      moved += 1
    } catch {
      // The claim moved meanwhile (a supply, another run): the next run asks again.
    }
  }
  return moved
}

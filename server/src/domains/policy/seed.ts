import type { Db } from '../../db/types'
import { POLICY_PRODUCTS } from '@domain/policy/standards'
import { DEMO_REASONS, DEMO_STANDARDS } from './demoStandards'

const RUN = 'policy-world-v1'

/** Standards for every product and the over-standard reasons of the demo enterprises (once per database). */
export async function seedPolicyWorld(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing returning name', [RUN])
    if (inserted.rowCount === 0) return false
    for (const [enterpriseId, standards] of Object.entries(DEMO_STANDARDS)) {
      for (const product of POLICY_PRODUCTS) {
        const standard = standards[product]
        if (!standard) continue
        await tx.query(
          `insert into policy_standards (enterprise_id, product, standard) values ($1, $2, $3) on conflict (enterprise_id, product) do nothing`,
          [Number(enterpriseId), product, JSON.stringify(standard)],
        )
      }
    }
    for (const [enterpriseId, reasons] of Object.entries(DEMO_REASONS)) {
      for (const [index, [product, text]] of reasons.entries()) {
        await tx.query('insert into over_standard_reasons (enterprise_id, product, text, sort) values ($1, $2, $3, $4)', [Number(enterpriseId), product, text, index + 1])
      }
    }
    return true
  })
}

import type { Db } from '../../db/types'
import { ENTERPRISE } from '../platform/public'
import { insertAppConfig } from './repository'

const SEED_NAME = 'enterprise config demo v1'
const SEED_LOCK = 140148

/** Each demo enterprise's flags (README's demo table says what they change). */
export async function seedAppConfig(db: Db): Promise<boolean> {
  if ((await db.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
  if ((await db.query('select 1 from enterprises where id = $1', [ENTERPRISE.a])).rowCount === 0) return false
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK])
    if ((await tx.query('select 1 from seed_runs where name = $1', [SEED_NAME])).rowCount > 0) return false
    await insertAppConfig(tx, ENTERPRISE.a, {
      carReasonRequiredCode: '1,2',
      openSavingBonus: true,
      provisionalBudget: true,
      isDidiEntrance: true,
      carServiceProvider: 'didi',
      projectCenterSecondaryConfirmation: false,
      hotelUpgradeRoomChecked: true,
      internationalAirServiceGroupId: 'G-INTL-AIR-20001',
      defaultGroupId: 'G-DEFAULT-20001',
      internationalGroupId: 'G-INTL-20001',
    })
    await insertAppConfig(tx, ENTERPRISE.b, {
      temporaryCarNotNeedReason: true,
      isDynamicStandard: true,
      externalNeedTravelBill: true,
      projectCenterSecondaryConfirmation: true,
      closeHomeBizTripTip: true,
      carServiceProvider: 'caocao',
      defaultGroupId: 'G-DEFAULT-20002',
    })
    await insertAppConfig(tx, ENTERPRISE.dossen, { isChannelCustomer: true, defaultGroupId: 'G-DOSSEN' })
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME])
    return true
  })
}

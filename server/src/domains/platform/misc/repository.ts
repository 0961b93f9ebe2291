import type { Queryable } from '../../../db/types'
import type * as Api from '../../../../../types/api/common'
import { notFound } from '../../../lib/errors'
import { maskIdentityNo, maskPhone } from '../../../lib/mask'

export async function bonusPointsStatus(db: Queryable, enterpriseId: number): Promise<Api.GetBonusPointsStatusData> {
  const { rows } = await db.query<{ is_open_bonus_points: boolean; bonus_points_status: 0 | 1 | 2; bonus_points_use_car_limited: boolean; is_open_bonus_mall: boolean }>(
    `select is_open_bonus_points, bonus_points_status, bonus_points_use_car_limited, is_open_bonus_mall from enterprises where id = $1`,
    [enterpriseId],
  )
  const row = rows[0]
  if (!row) throw notFound('企业不存在')
  return {
    IsOpenBonusPoints: row.is_open_bonus_points,
    BonusPointsEnterpriseStatus: row.bonus_points_status,
    BonusPointsUseCarLimited: row.bonus_points_use_car_limited,
    IsOpenBounusMall: row.is_open_bonus_mall,
  }
}

type Passenger = { name: string; phone: string; identityType: number; identityNo: string; memberId: number | null }

/** A journey of the caller's enterprise; another enterprise's number is simply not found. */
export async function externalJourney(db: Queryable, enterpriseId: number, journeyBizNo: string): Promise<Api.GetExternalOrderInfosData> {
  const { rows } = await db.query<{
    journey_biz_no: string; source: string; product_type: 1 | 5 | 6 | 7; depart_city_name: string; arrive_city_name: string
    start_date: string; end_date: string; reason: string; passengers: Passenger[]
  }>(
    `select journey_biz_no, source, product_type, depart_city_name, arrive_city_name, start_date, end_date, reason, passengers
       from external_journeys where enterprise_id = $1 and journey_biz_no = $2`,
    [enterpriseId, journeyBizNo],
  )
  const row = rows[0]
  if (!row) throw notFound('行程单不存在')
  return {
    journeyBizNo: row.journey_biz_no,
    Source: row.source,
    ProductType: row.product_type,
    DepartCityName: row.depart_city_name,
    ArriveCityName: row.arrive_city_name,
    StartDate: row.start_date,
    EndDate: row.end_date,
    Reason: row.reason,
    ExternalOrderTravelPassengers: row.passengers.map((p) => ({
      Name: p.name,
      Phone: maskPhone(p.phone),
      IdentityType: p.identityType,
      IdentityNo: maskIdentityNo(p.identityNo),
      MemberId: p.memberId === null ? '' : String(p.memberId),
    })),
  }
}

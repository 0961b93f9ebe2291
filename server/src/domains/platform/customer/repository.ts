import type { Queryable } from '../../../db/types'
import type { BelongCustomer, CustomerBaseInfo, Department } from '../../../../../types/api/common'

/** Everything GetLoginUserInfos and LoginInit tell about a member and their enterprise. */
export type ProfileRow = {
  member_id: number
  name: string
  phone: string
  enterprise_id: number
  enterprise_name: string
  enterprise_key: string
  plat_id: number
  booking_method: 1 | 2
  account_balance_fen: number
  hotel_advance_day: number
  flight_advance_day: number
  is_expired_contract: boolean
  is_trial: boolean
  is_user_new_expense: boolean
  is_upload_travel_business_certify: boolean
  is_open_bonus_points: boolean
  bonus_points_status: 0 | 1 | 2
  bonus_points_use_car_limited: boolean
  is_open_bonus_mall: boolean
  is_approver: boolean
  is_manage: boolean
  is_financial: boolean
  is_privilege_staff: boolean
  is_dossen_sale: boolean
  is_dossen_owner: boolean
  has_subsidy_permission: boolean
  can_use_car: boolean
  can_use_car_temp: boolean
  can_use_car_work: boolean
  can_book_hotel: boolean
  can_book_international_hotel: boolean
  can_book_flight: boolean
  can_book_train: boolean
  can_book_international_flight: boolean
  can_order_takeout: boolean
}

export async function findProfile(db: Queryable, memberId: number): Promise<ProfileRow | undefined> {
  const { rows } = await db.query<ProfileRow>(
    `select m.id as member_id, m.name, a.phone, e.id as enterprise_id, e.name as enterprise_name, e.enterprise_key, e.plat_id,
            e.booking_method, e.account_balance_fen, e.hotel_advance_day, e.flight_advance_day,
            coalesce(e.contract_end_date < (now() at time zone 'Asia/Shanghai')::date, false) as is_expired_contract,
            e.is_trial, e.is_user_new_expense, e.is_upload_travel_business_certify, e.is_open_bonus_points,
            e.bonus_points_status, e.bonus_points_use_car_limited, e.is_open_bonus_mall,
            m.is_approver, m.is_manage, m.is_financial, m.is_privilege_staff, m.is_dossen_sale, m.is_dossen_owner,
            m.has_subsidy_permission, m.can_use_car, m.can_use_car_temp, m.can_use_car_work, m.can_book_hotel,
            m.can_book_international_hotel, m.can_book_flight, m.can_book_train, m.can_book_international_flight,
            m.can_order_takeout
       from members m join enterprises e on e.id = m.enterprise_id join accounts a on a.id = m.account_id
      where m.id = $1`,
    [memberId],
  )
  return rows[0]
}

export async function findDepartments(db: Queryable, memberId: number): Promise<Department[]> {
  const { rows } = await db.query<{ id: number; name: string; parent_id: number | null; is_default: boolean; cc_id: number | null; cc_name: string | null }>(
    `select d.id, d.name, d.parent_id, md.is_default, cc.id as cc_id, cc.name as cc_name
       from member_departments md
       join departments d on d.id = md.department_id
       left join cost_centers cc on cc.id = d.cost_center_id
      where md.member_id = $1
      order by md.is_default desc, d.sort, d.id`,
    [memberId],
  )
  return rows.map((r) => ({
    DepartmentId: String(r.id),
    DepartmentName: r.name,
    ParentDepartmentId: r.parent_id === null ? '' : String(r.parent_id),
    IsDefault: r.is_default,
    CostCenterId: r.cc_id === null ? '' : String(r.cc_id),
    CostCenterName: r.cc_name ?? '',
  }))
}

/** Colleagues by id, limited to the enterprise: ids of other enterprises are simply not found. */
export async function findColleagues(db: Queryable, enterpriseId: number, ids: number[]): Promise<CustomerBaseInfo[]> {
  const { rows } = await db.query<{ id: number; name: string; phone: string; email: string; employee_no: string; departments: { id: number; name: string }[] }>(
    `select m.id, m.name, a.phone, m.email, m.employee_no,
            coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by md.is_default desc, d.sort)
                        from member_departments md join departments d on d.id = md.department_id
                       where md.member_id = m.id), '[]'::json) as departments
       from members m join accounts a on a.id = m.account_id
      where m.enterprise_id = $1 and m.id = any($2::int[])
      order by m.id`,
    [enterpriseId, ids],
  )
  return rows.map((r) => ({
    CustomerId: String(r.id),
    DepartmentInfoList: r.departments.map((d) => ({ DepartmentId: String(d.id), DepartmentName: d.name })),
    Customer: { CustomerId: String(r.id), CustomerName: r.name, CustomerPhone: r.phone, Email: r.email, EmployeeNo: r.employee_no },
  }))
}

/** The account's employee records, one per enterprise, the current one marked. */
export async function findBelongCustomers(db: Queryable, accountId: number, currentMemberId: number): Promise<(BelongCustomer & { PlatId: number })[]> {
  const { rows } = await db.query<{ id: number; name: string; enterprise_id: number; enterprise_name: string; plat_id: number; department_name: string | null }>(
    `select m.id, m.name, e.id as enterprise_id, e.name as enterprise_name, e.plat_id,
            (select d.name from member_departments md join departments d on d.id = md.department_id
              where md.member_id = m.id order by md.is_default desc, d.sort limit 1) as department_name
       from members m join enterprises e on e.id = m.enterprise_id
      where m.account_id = $1 and m.status = 'active' and e.status = 'active'
      order by (m.id = $2) desc, m.id`,
    [accountId, currentMemberId],
  )
  return rows.map((r) => ({
    MemberId: String(r.id),
    CustomerName: r.name,
    EnterpriseId: String(r.enterprise_id),
    EnterpriseName: r.enterprise_name,
    DepartmentName: r.department_name ?? '',
    IsCurrent: r.id === currentMemberId,
    PlatId: r.plat_id,
  }))
}

export async function recordDevice(db: Queryable, sessionId: number, device: Record<string, string>): Promise<void> {
  await db.query('update sessions set device = $2 where id = $1', [sessionId, JSON.stringify(device)])
}

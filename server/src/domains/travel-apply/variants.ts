import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/travelApply'
import { dailyApplyProblem } from '@domain/travelApply/dailyApply'
import { legsProblem, summaryOfLegs, TRIP_TYPES } from '@domain/travelApply/travelBill'
import type { Member } from '../../lib/caller'
import { invalidInput } from '../../lib/errors'
import { isRealDate, shanghaiDate } from '../../lib/time'
import { insertApplication, travellersOf } from './service'

/** 日常申请 (decision 0320): a travel application of kind daily; the applicant alone, no products. */
export async function createDailyApply(db: Db, member: Member, body: Api.CreateDailyApplyRequest): Promise<Api.CreateTravelApplyData> {
  if (!isRealDate(body.StartDate) || !isRealDate(body.EndDate)) throw invalidInput('请选择正确的发生日期')
  const problem = dailyApplyProblem({ category: body.Category, reason: body.Reason, startDate: body.StartDate, endDate: body.EndDate, budgetFen: body.BudgetFen }, shanghaiDate())
  if (problem) throw invalidInput(problem)
  const travellers = await travellersOf(db, member, [])
  const city = body.CityName.trim()
  return insertApplication(db, member, {
    kind: 'daily', variant: 'standard', category: body.Category, legs: [],
    reason: body.Reason.trim(), departCity: city, cities: city ? [city] : [], startDate: body.StartDate, endDate: body.EndDate,
    products: [], budgetFen: body.BudgetFen, travellers, remark: (body.Remark ?? '').trim(),
  }, body.Submit ?? false)
}

/** The guangxin 出差单 (decision 0322): legs give the cities, dates and products of a travel application. */
export async function createTravelBill(db: Db, member: Member, body: Api.CreateTravelBillRequest): Promise<Api.CreateTravelApplyData> {
  if (!(TRIP_TYPES as readonly string[]).includes(body.Category)) throw invalidInput('请选择出差类型')
  if (!body.Reason.trim()) throw invalidInput('请填写出差事由')
  if (body.Legs.some((l) => !isRealDate(l.Date))) throw invalidInput('请选择正确的行程日期')
  const legs = body.Legs.map((l) => ({ fromCity: l.FromCity.trim(), toCity: l.ToCity.trim(), date: l.Date, product: l.Product }))
  const problem = legsProblem(legs, shanghaiDate())
  if (problem) throw invalidInput(problem)
  const travellers = await travellersOf(db, member, body.TravellerMemberIds ?? [])
  const summary = summaryOfLegs(legs, body.NeedHotel)
  return insertApplication(db, member, {
    kind: 'travel', variant: 'guangxin', category: body.Category, legs,
    reason: body.Reason.trim(), ...summary, budgetFen: body.BudgetFen, travellers, remark: (body.Remark ?? '').trim(),
  }, body.Submit ?? false)
}

import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/points'
import { businessRule } from '../../lib/errors'
import { noResult } from '../../lib/answer'
import { get, post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import * as repo from './repository'
import { CASHBACK_INFO, POINTS_RULES } from './rules'
import * as S from './schemas'

const M = 'common'

/** common api/bonusPoints/*: the caller's points, records, rules and gifts to colleagues (decision 0280). */
export async function pointsRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.MemberPointsData>(app, { module: M, path: '/api/bonusPoints/GetMemberPoints' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Balance, TotalEarned, TotalUsed, EnterpriseName}`; bonus points not open 4001' },
    data: S.MemberPointsData,
    handler: async (request) => {
      const member = request.caller()
      const name = await repo.requirePointsOpen(db, member.enterpriseId)
      return { ...(await repo.pointsBalance(db, member.memberId)), EnterpriseName: name }
    },
  })
  post<typeof S.PageBody, Api.PagePointsRecordsData>(app, { module: M, path: '/api/bonusPoints/PagePointsRecords' }, S.PageBody, {
    doc: { body: '`{PageIndex, PageSize, Direction? in|out}`', data: '`{Total, Items[{RecordId, Points (signed), Kind, Title, OrderNo, CounterpartName, Remark, CreatedAt}]}`; 2000 when none' },
    data: S.PagePointsRecordsData,
    handler: async (request) => {
      const member = request.caller()
      await repo.requirePointsOpen(db, member.enterpriseId)
      const page = await repo.pagePoints(db, member.memberId, request.body)
      return page.Total === 0 ? noResult(page, '暂无积分记录') : page
    },
  })
  post<typeof EmptyBody, Api.PointsRulesData>(app, { module: M, path: '/api/bonusPoints/GetPointsRules' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Rules[{Title, Content}], TransferMin, TransferMax}`' },
    data: S.PointsRulesData,
    handler: async () => POINTS_RULES,
  })
  post<typeof S.TransferBody, Api.TransferPointsData>(app, { module: M, path: '/api/bonusPoints/TransferPoints' }, S.TransferBody, {
    doc: { body: '`{ToPhone, Points 1-10000, Remark? ≤ 50}`', data: '`{Balance, ToName}`; not a colleague 4004, oneself or too few points 4001' },
    idempotent: true,
    data: S.TransferPointsData,
    handler: async (request) => {
      const member = request.caller()
      await repo.requirePointsOpen(db, member.enterpriseId)
      const to = await repo.colleagueByPhone(db, member.enterpriseId, request.body.ToPhone)
      if (to.id === member.memberId) throw businessRule('不能转赠给自己')
      const remark = (request.body.Remark ?? '').trim()
      const balance = await db.transaction((tx) => repo.transferPoints(tx, member, to, request.body.Points, remark))
      return { Balance: balance, ToName: to.name }
    },
  })
}

/** GET tripwise-m-api cashback/*: the caller's cashback balance, rules and records (decision 0281). */
export async function cashbackRoutes(app: FastifyInstance) {
  const { db } = app
  get<typeof EmptyBody, Api.CashbackBalanceData>(app, { module: 'tripwise-m-api', path: '/cashback/member/balance' }, EmptyBody, {
    doc: { body: 'none', data: '`{Balance, Pending, TotalEarned}` in fen' },
    data: S.CashbackBalanceData,
    handler: (request) => repo.cashbackBalance(db, request.caller().memberId),
  })
  get<typeof EmptyBody, Api.CashbackInfoData>(app, { module: 'tripwise-m-api', path: '/cashback/info' }, EmptyBody, {
    doc: { body: 'none', data: '`{Title, Rules[], WithdrawMinFen}`' },
    data: S.CashbackInfoData,
    handler: async () => CASHBACK_INFO,
  })
  get<typeof S.CashbackPageQuery, Api.CashbackPageData>(app, { module: 'tripwise-m-api', path: '/cashback/record/page' }, S.CashbackPageQuery, {
    doc: { body: 'query `PageIndex, PageSize`', data: '`{Total, Items[{RecordId, AmountFen, Kind cashback|withdraw, Status pending|settled, Title, OrderNo, CreatedAt}]}`; 2000 when none' },
    data: S.CashbackPageData,
    handler: async (request) => {
      const page = await repo.pageCashback(db, request.caller().memberId, request.query)
      return page.Total === 0 ? noResult(page, '暂无返现记录') : page
    },
  })
}

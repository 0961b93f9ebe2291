import { type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/common'
import type { Member } from '../../lib/caller'
import { Int, Num, Obj } from '../../lib/data-schemas'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import { countPendingApprovals } from './approvalScope'

/** The parts of the to-do summary: what waits on the caller's decision, one count per kind of paper. */
export type ToDoPart = Exclude<keyof Api.GetToDoApprovalSummaryData, 'DataCount'>
const TO_DO_PARTS: readonly ToDoPart[] = ['Orders', 'TravelApplications', 'DailyApplications', 'Bills', 'Loans', 'Repayments']

/** Counts some parts for the member (0 for a non-approver). */
export type ToDoCounter = (db: Queryable, member: Member) => Promise<Partial<Record<ToDoPart, number>>>

/**
 * The to-do summary's extension point (decision 0910): the approvals domain counts the order approvals itself;
 * each domain whose papers wait on an approver (travel applications, bills, loans and repayments) adds a counter
 * for its parts when the server starts, so approvals imports none of them.
 */
export type ApprovalToDos = {
  add(parts: readonly ToDoPart[], count: ToDoCounter): void
  count(db: Queryable, member: Member): Promise<Api.GetToDoApprovalSummaryData>
}

export function createApprovalToDos(): ApprovalToDos {
  const counters: { parts: readonly ToDoPart[]; count: ToDoCounter }[] = [{ parts: ['Orders'], count: async (db, member) => ({ Orders: await countPendingApprovals(db, member) }) }]
  return {
    add(parts, count) {
      for (const part of parts) {
        if (counters.some((c) => c.parts.includes(part))) throw new Error(`to-do part ${part} is counted twice`)
      }
      counters.push({ parts, count })
    },
    async count(db, member) {
      const answers = await Promise.all(counters.map((c) => c.count(db, member)))
      const parts = {} as Record<ToDoPart, number>
      for (const part of TO_DO_PARTS) {
        const owner = counters.findIndex((c) => c.parts.includes(part))
        const n = owner < 0 ? undefined : answers[owner][part]
        // A part no domain counts would read as "nothing waits": a server that lost a domain must say so.
        if (n === undefined) throw new Error(`no domain counts the to-do part ${part}`)
        parts[part] = n
      }
      return { DataCount: TO_DO_PARTS.reduce((sum, part) => sum + parts[part], 0), ...parts }
    },
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    approvalToDos: ApprovalToDos
  }
}

export const provideApprovalToDos = (app: FastifyInstance) => app.decorate('approvalToDos', createApprovalToDos())

// Answer (decision 0830): the route's Data, asserted the same as its types/api type.
export const GetToDoApprovalSummaryData = Obj({ DataCount: Int, Orders: Num, TravelApplications: Num, DailyApplications: Num, Bills: Num, Loans: Num, Repayments: Num })
export type _GetToDoApprovalSummaryData = Assert<Same<Static<typeof GetToDoApprovalSummaryData>, Api.GetToDoApprovalSummaryData>>

/** common api/approval/GetToDoApprovalSummary: the pending approvals assigned to the caller. */
export async function toDoRoutes(app: FastifyInstance) {
  post<typeof EmptyBody, Api.GetToDoApprovalSummaryData>(app, { module: 'common', path: '/api/approval/GetToDoApprovalSummary' }, EmptyBody, {
    data: GetToDoApprovalSummaryData,
    doc: {
      body: '`{}`',
      data: '`{DataCount, Orders, TravelApplications, DailyApplications, Bills, Loans, Repayments}`: what waits on the caller\'s decision (Repayments: cash repayments for finance to confirm, issue 35), DataCount the sum; 0 for non-approvers (path chosen, see decisions 0002 and 0410)',
    },
    handler: (request) => app.approvalToDos.count(app.db, request.caller()),
  })
}

import { returnTargets, type ReturnTarget, type ShownStep } from '../expense/approvalMoves'

/** A line of an application's steps list: one task (or a step not reached yet, approver ''), as Detail answers it. */
export type ApplicationTaskLine = { Step: number; Name: string; ApproverName: string; Status: 'pending' | 'approved' | 'rejected' | 'skipped' | 'waiting' }

/**
 * An application's task lines as the steps of a bill or loan (one per step, decision 0800): the step holding a
 * pending task is current, the ones before it passed, the ones after it waiting; its approvers are those who hold
 * or decided it (not who handed it on), else everyone named. No pending task: no step is current.
 */
export function stepsOfTasks(lines: readonly ApplicationTaskLine[]): ShownStep[] {
  const current = lines.find((l) => l.Status === 'pending')?.Step ?? null
  const numbers = [...new Set(lines.map((l) => l.Step))].sort((a, b) => a - b)
  return numbers.map((n) => {
    const own = lines.filter((l) => l.Step === n && l.ApproverName)
    const deciding = own.filter((l) => l.Status !== 'skipped')
    const names = [...new Set((deciding.length > 0 ? deciding : own).map((l) => l.ApproverName))]
    const State: ShownStep['State'] = current === null ? 'waiting' : n < current ? 'approved' : n === current ? 'current' : 'waiting'
    return { Level: n, Name: lines.find((l) => l.Step === n)!.Name, ApproverNames: names, State }
  })
}

/**
 * Where an application's current approver may send it back (退回, decision 0800): each earlier step, nearest last.
 * Not its applicant: a rejected application is not submitted again (驳回 ends it).
 */
export const applicationReturnTargets = (lines: readonly ApplicationTaskLine[]): ReturnTarget[] =>
  returnTargets(stepsOfTasks(lines)).filter((t) => t.level > 0)

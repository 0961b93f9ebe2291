import { makeAutoObservable, runInAction } from 'mobx'
import type { TrainGrabTask, TrainItem, TrainSeatCode } from '@api/train'
import { addDaysWire } from '@/core/format'
import { isResidentIdCard } from '@domain/identity/idCard'
import type { TrainPolicyInput } from '@domain/policy/train'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { TrainApi } from '../api/trainApi'
import { deadlineOptions, departureMs, GRAB_LIMITS, seatClassesOf, toggleLimited } from '../domain/grab'
import { isOver, seatVerdict } from '../domain/seatPolicy'
import { placeNames } from '../domain/trainSearch'
import { lastPresaleDate } from '@domain/train/presale'

export type GrabSearch = { from: string; to: string; date: string; trainNo: string; fromName?: string; toName?: string }
type Deps = {
  api: Pick<TrainApi, 'trains' | 'createGrab' | 'grabTasks' | 'cancelGrab'> & Partial<Pick<TrainApi, 'myStandard'>>
  createReqId: () => string
  now: () => number
  today: string
}

const PHONE = /^1\d{10}$/

/** 抢票下单: trains, classes, dates and a deadline to wait for, the passenger, then the member's tasks (cancel, pay). */
export class TrainGrabStore {
  readonly load = new LoadState('车次加载失败，请重试')
  readonly tasksLoad = new LoadState('抢票任务加载失败，请重试')
  trains: TrainItem[] = []
  tasks: TrainGrabTask[] = []
  trainNos: string[]
  seatCodes: string[] = []
  dates: string[]
  deadlineKey = 'latest'
  name: string
  idNo = ''
  /** The traveller's member id: the booker's, a colleague's, '' for a frequent passenger who is no colleague. */
  memberId: string
  contactPhone: string
  reason = ''
  policy: TrainPolicyInput | null = null
  isSubmitting = false
  error = ''
  private reqId: string

  constructor(
    readonly search: GrabSearch,
    booker: { name: string; phone: string; memberId?: string },
    private readonly deps: Deps,
  ) {
    this.trainNos = search.trainNo ? [search.trainNo] : []
    this.dates = search.date ? [search.date] : []
    this.name = booker.name
    this.memberId = booker.memberId ?? ''
    this.contactPhone = booker.phone
    this.reqId = deps.createReqId()
    makeAutoObservable<TrainGrabStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, search: false })
  }

  fetch(): Promise<boolean> {
    const { from, to, date } = this.search
    const standard = this.deps.api.myStandard ? this.deps.api.myStandard().catch(() => null) : Promise.resolve(null)
    void this.fetchTasks()
    return this.load.run(
      () => Promise.all([this.deps.api.trains({ From: from, To: to, Date: date, OnlyHighSpeed: 0 }), standard]),
      ([data, mine]) =>
        runInAction(() => {
          this.trains = data.Trains
          this.policy = mine ? { grade: mine.Grade, standard: mine.Standards.train } : null
          if (this.seatCodes.length === 0) this.seatCodes = this.seatClasses.slice(0, 1).map((s) => s.code)
        }),
    )
  }

  fetchTasks(): Promise<boolean> {
    return this.tasksLoad.run(
      () => this.deps.api.grabTasks(),
      (data) => runInAction(() => (this.tasks = data.Tasks)),
    )
  }

  get chosenTrains(): TrainItem[] {
    return this.trains.filter((t) => this.trainNos.includes(t.TrainNo))
  }

  get seatClasses() {
    return seatClassesOf(this.chosenTrains.length > 0 ? this.chosenTrains : this.trains)
  }

  /** The station or city names searched (not telegraph codes). */
  get places(): { from: string; to: string } {
    return placeNames(this.search, this.trains)
  }

  /** The day searched and the two after it, within 12306's pre-sale window. */
  get candidateDates(): string[] {
    const last = lastPresaleDate(this.deps.today)
    return [0, 1, 2].map((n) => addDaysWire(this.search.date, n)).filter((d) => d <= last)
  }

  get deadlines() {
    const lastDate = [...this.dates].sort().at(-1)
    const times = this.chosenTrains.map((t) => t.DepartTime).sort()
    if (!lastDate || times.length === 0) return []
    return deadlineOptions(this.deps.now(), departureMs(lastDate, times[times.length - 1]))
  }

  /** A chosen class of a chosen train is over the traveller's standard: a reason is needed. */
  get needsReason(): boolean {
    return this.chosenTrains.some((train) => train.Seats.some((seat) => this.seatCodes.includes(seat.SeatCode) && isOver(seatVerdict(train, seat, this.policy))))
  }

  private toggle(field: 'trainNos' | 'seatCodes' | 'dates', value: string, max: number, what: string) {
    const next = toggleLimited(this[field], value, max)
    this.error = next.length === this[field].length && !this[field].includes(value) ? `最多选择${max}个${what}` : ''
    this[field] = next
  }

  toggleTrain(trainNo: string) {
    this.toggle('trainNos', trainNo, GRAB_LIMITS.trains, '车次')
  }

  toggleSeat(code: string) {
    this.toggle('seatCodes', code, GRAB_LIMITS.seats, '席别')
  }

  toggleDate(date: string) {
    this.toggle('dates', date, GRAB_LIMITS.dates, '日期')
  }

  setDeadline(key: string) {
    this.deadlineKey = key
  }

  setField(field: 'name' | 'idNo' | 'contactPhone' | 'reason', value: string) {
    this[field] = field === 'reason' ? value : value.trim()
    this.error = ''
  }

  /** The 身份证 on file for the traveller fills an empty number (decision 0720); what was typed stays. */
  fillSavedIdNo(idNo: string | undefined) {
    if (!this.idNo && idNo) this.idNo = idNo
  }

  /** A traveller picked from the list (本人, a colleague, a frequent passenger) with the 身份证 on file, if any. */
  takeTraveller(traveller: { name: string; memberId: string }, savedIdNo: string | undefined) {
    this.name = traveller.name
    this.memberId = traveller.memberId
    this.idNo = savedIdNo ?? ''
    this.error = ''
  }

  get problem(): string {
    if (this.trainNos.length === 0) return '请选择抢票车次'
    if (this.seatCodes.length === 0) return '请选择席别'
    if (this.dates.length === 0) return '请选择出发日期'
    if (this.deadlines.length === 0) return '所选车次即将开车，无法抢票'
    if (!this.name) return '请填写乘车人姓名'
    if (!isResidentIdCard(this.idNo)) return '请填写正确的18位身份证号'
    if (!PHONE.test(this.contactPhone)) return '请填写正确的联系人手机号'
    if (this.needsReason && !this.reason.trim()) return '所选席别超出差标，请填写超标原因'
    return ''
  }

  /** Sends the task; true when it was accepted (the list then shows it). */
  async submit(): Promise<TrainGrabTask | null> {
    const problem = this.problem
    if (problem) {
      this.error = problem
      return null
    }
    const deadline = this.deadlines.find((d) => d.key === this.deadlineKey) ?? this.deadlines[this.deadlines.length - 1]
    this.isSubmitting = true
    try {
      const task = await this.deps.api.createGrab(
        {
          From: this.search.from,
          To: this.search.to,
          TrainNos: this.trainNos,
          SeatCodes: this.seatCodes as TrainSeatCode[],
          Dates: this.dates,
          Deadline: new Date(deadline.at).toISOString(),
          Passengers: [{ Name: this.name, IdNo: this.idNo.toUpperCase(), Phone: '', MemberId: /^\d+$/.test(this.memberId) ? this.memberId : '' }],
          Contact: { Name: this.name, Phone: this.contactPhone },
          OverStandardReason: this.needsReason ? this.reason.trim() : '',
        },
        this.reqId,
      )
      runInAction(() => {
        this.tasks = [task, ...this.tasks.filter((t) => t.TaskNo !== task.TaskNo)]
        this.reqId = this.deps.createReqId()
      })
      return task
    } catch (error) {
      runInAction(() => {
        this.error = failureMessage(error, '提交失败，请重试')
        this.reqId = this.deps.createReqId()
      })
      return null
    } finally {
      runInAction(() => (this.isSubmitting = false))
    }
  }

  async cancel(taskNo: string): Promise<boolean> {
    try {
      const task = await this.deps.api.cancelGrab(taskNo)
      runInAction(() => (this.tasks = this.tasks.map((t) => (t.TaskNo === taskNo ? task : t))))
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '取消失败，请重试')))
      return false
    }
  }
}

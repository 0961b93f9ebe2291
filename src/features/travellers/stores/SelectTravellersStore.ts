import type { Colleague, DepartmentNode, Passenger } from '@api/travellers'
import { makeAutoObservable, runInAction } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { TravellersApi } from '../api/travellersApi'
import { childrenOf, pathTo } from '../domain/departmentTree'
import { TRAVELLER_KINDS, toggleTraveller, travellerKey, type PickedTraveller, type TravellerPickRequest } from '../domain/picked'

export const COLLEAGUE_PAGE_SIZE = 50
export const PICKER_TABS = [
  { key: 'colleagues', title: '同事' },
  { key: 'passengers', title: '常用旅客' },
] as const
export type PickerTab = (typeof PICKER_TABS)[number]['key']

const colleagueOf = (colleague: Colleague): PickedTraveller => ({
  kind: TRAVELLER_KINDS.colleague,
  memberId: colleague.MemberId,
  passengerId: '',
  name: colleague.Name,
  phone: '',
  departmentName: colleague.DepartmentName,
})

const passengerOf = (passenger: Passenger): PickedTraveller => ({
  kind: passenger.MemberId ? TRAVELLER_KINDS.colleague : TRAVELLER_KINDS.passenger,
  memberId: passenger.MemberId,
  passengerId: passenger.PassengerId,
  name: passenger.Name || `${passenger.EnLastName}/${passenger.EnFirstName}`,
  phone: passenger.Phone,
  departmentName: '',
})

/**
 * 选择员工: the department tree (drill down, breadcrumb back), the colleagues of the open department or of
 * a keyword search (name, pinyin, initials), frequent passengers, and the ticked travellers up to `max`.
 */
export class SelectTravellersStore {
  readonly departmentsLoad = new LoadState('部门加载失败，请重试')
  readonly colleaguesLoad = new LoadState('员工加载失败，请重试')
  readonly passengersLoad = new LoadState('常用旅客加载失败，请重试')
  departments: DepartmentNode[] = []
  departmentId = ''
  keyword = ''
  colleagues: Colleague[] = []
  passengers: Passenger[] = []
  tab: PickerTab = 'colleagues'
  selected: PickedTraveller[]
  readonly max: number
  readonly includePassengers: boolean

  constructor(
    private readonly api: Pick<TravellersApi, 'departments' | 'colleagues' | 'passengers'>,
    request: TravellerPickRequest | null,
    private readonly toast: (message: string) => void,
  ) {
    this.selected = [...(request?.selected ?? [])]
    this.max = request?.max ?? 1
    this.includePassengers = request?.includePassengers ?? false
    makeAutoObservable<SelectTravellersStore, 'api' | 'toast'>(this, { api: false, toast: false, departmentsLoad: false, colleaguesLoad: false, passengersLoad: false })
  }

  get childDepartments(): DepartmentNode[] {
    return this.keyword.trim() ? [] : childrenOf(this.departments, this.departmentId)
  }

  get breadcrumb(): DepartmentNode[] {
    return pathTo(this.departments, this.departmentId)
  }

  isSelected(traveller: Pick<PickedTraveller, 'memberId' | 'passengerId' | 'name'>): boolean {
    const key = travellerKey(traveller)
    return this.selected.some((item) => travellerKey(item) === key)
  }

  isColleagueSelected(colleague: Colleague): boolean {
    return this.isSelected(colleagueOf(colleague))
  }

  isPassengerSelected(passenger: Passenger): boolean {
    return this.isSelected(passengerOf(passenger))
  }

  async start(): Promise<void> {
    await Promise.all([this.loadDepartments(), this.loadColleagues(), this.includePassengers ? this.loadPassengers() : Promise.resolve()])
  }

  loadDepartments(): Promise<boolean> {
    return this.departmentsLoad.run(() => this.api.departments(), (data) => (this.departments = data.Departments))
  }

  /** The open department's colleagues, or everyone matching the keyword. */
  loadColleagues(): Promise<boolean> {
    const keyword = this.keyword.trim()
    const body = keyword ? { Keyword: keyword, PageIndex: 1, PageSize: COLLEAGUE_PAGE_SIZE } : { ...(this.departmentId ? { DepartmentId: this.departmentId } : {}), PageIndex: 1, PageSize: COLLEAGUE_PAGE_SIZE }
    return this.colleaguesLoad.run(() => this.api.colleagues(body), (data) => (this.colleagues = data.Colleagues))
  }

  loadPassengers(): Promise<boolean> {
    return this.passengersLoad.run(() => this.api.passengers(), (data) => (this.passengers = data.Passengers))
  }

  setTab(tab: PickerTab): void {
    this.tab = tab
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }

  search(): Promise<boolean> {
    return this.loadColleagues()
  }

  clearSearch(): Promise<boolean> {
    this.keyword = ''
    return this.loadColleagues()
  }

  openDepartment(departmentId: string): Promise<boolean> {
    runInAction(() => {
      this.departmentId = departmentId
      this.keyword = ''
    })
    return this.loadColleagues()
  }

  toggleColleague(colleague: Colleague): void {
    this.toggle(colleagueOf(colleague))
  }

  togglePassenger(passenger: Passenger): void {
    this.toggle(passengerOf(passenger))
  }

  private toggle(traveller: PickedTraveller): void {
    const result = toggleTraveller(this.selected, traveller, this.max)
    if (result.full) this.toast(`最多选择${this.max}人`)
    this.selected = result.list
  }

  /** The answer to hand back; null (with a toast) when nobody is chosen. */
  confirm(): PickedTraveller[] | null {
    if (this.selected.length === 0) {
      this.toast('请至少选择1位出行人')
      return null
    }
    return [...this.selected]
  }
}

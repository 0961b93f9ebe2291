import { makeAutoObservable, runInAction } from 'mobx'
import type { Rail12306Passenger, Rail12306PassengerType } from '@api/train'
import { isResidentIdCard } from '@domain/identity/idCard'
import { failureMessage } from '../../shared/domain/failureMessage'
import { LoadState } from '../../shared/stores/LoadState'
import type { RailAccountApi } from '../api/railAccountApi'

export const PASSENGER_TYPE_TEXT: Record<Rail12306PassengerType, string> = { adult: '成人', student: '学生', child: '儿童' }

/** 12306乘客: the account's passengers with 12306's verification status. */
export class Rail12306PassengersStore {
  readonly load = new LoadState('乘客加载失败，请重试')
  passengers: Rail12306Passenger[] = []

  constructor(
    readonly accountId: string,
    private readonly api: Pick<RailAccountApi, 'passengers'>,
  ) {
    makeAutoObservable<Rail12306PassengersStore, 'api'>(this, { api: false, accountId: false })
  }

  fetch(): Promise<boolean> {
    return this.load.run(
      () => this.api.passengers(this.accountId),
      (data) => runInAction(() => (this.passengers = data.Passengers)),
    )
  }
}

const PHONE = /^1\d{10}$/
const NAME = /^[\u4e00-\u9fa5·A-Za-z ]{2,30}$/

/** 编辑12306乘客: add (name, ID, phone, type) or edit the phone and type of one; delete. */
export class Rail12306PassengerEditStore {
  readonly load = new LoadState('乘客加载失败，请重试')
  existing: Rail12306Passenger | null = null
  name = ''
  idNo = ''
  phone = ''
  type: Rail12306PassengerType = 'adult'
  isBusy = false
  error = ''
  private reqId: string

  constructor(
    readonly accountId: string,
    readonly passengerId: string,
    private readonly deps: { api: Pick<RailAccountApi, 'passengers' | 'savePassenger' | 'removePassenger'>; createReqId: () => string },
  ) {
    this.reqId = deps.createReqId()
    makeAutoObservable<Rail12306PassengerEditStore, 'deps' | 'reqId'>(this, { deps: false, reqId: false, accountId: false, passengerId: false })
  }

  get isNew(): boolean {
    return this.passengerId === ''
  }

  /** An existing passenger is read from the list (its ID number comes masked and cannot be edited: sent as ''). */
  fetch(): Promise<boolean> {
    if (this.isNew) return Promise.resolve(true)
    return this.load.run(
      () => this.deps.api.passengers(this.accountId),
      (data) =>
        runInAction(() => {
          const found = data.Passengers.find((p) => p.PassengerId === this.passengerId) ?? null
          this.existing = found
          if (found) {
            this.name = found.Name
            this.type = found.PassengerType
          }
        }),
    )
  }

  setField(field: 'name' | 'idNo' | 'phone', value: string) {
    this[field] = value.trim()
    this.error = ''
  }

  setType(type: Rail12306PassengerType) {
    this.type = type
  }

  get problem(): string {
    if (this.isNew) {
      if (!NAME.test(this.name)) return '请填写与证件一致的姓名'
      if (!isResidentIdCard(this.idNo)) return '身份证号码有误，请核对'
    }
    if (this.phone && !PHONE.test(this.phone)) return '请填写正确的手机号'
    return ''
  }

  async save(): Promise<Rail12306Passenger | null> {
    const problem = this.problem
    if (problem) {
      this.error = problem
      return null
    }
    this.isBusy = true
    try {
      const saved = await this.deps.api.savePassenger(
        { AccountId: this.accountId, PassengerId: this.passengerId, Name: this.name, IdNo: this.isNew ? this.idNo.toUpperCase() : '', Phone: this.phone, PassengerType: this.type },
        this.reqId,
      )
      runInAction(() => (this.reqId = this.deps.createReqId()))
      return saved
    } catch (error) {
      runInAction(() => {
        this.error = failureMessage(error, '保存失败，请重试')
        this.reqId = this.deps.createReqId()
      })
      return null
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }

  async remove(): Promise<boolean> {
    this.isBusy = true
    try {
      await this.deps.api.removePassenger(this.accountId, this.passengerId)
      return true
    } catch (error) {
      runInAction(() => (this.error = failureMessage(error, '删除失败，请重试')))
      return false
    } finally {
      runInAction(() => (this.isBusy = false))
    }
  }
}

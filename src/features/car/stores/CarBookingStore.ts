import type { CarPriceItem, QueryPriceData, SubmitCarOrderData, ValidTravelStandardData } from '@api/car'
import { makeAutoObservable } from 'mobx'
import { isTravelUseType } from '@domain/car/ride'
import { todayWire } from '@/core/format'
import { BookingChargeStore, type CostsApi } from '../../costs/public'
import { BookingApplyStore, type BookingApplyDeps } from '../../travel-apply/public'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'
import type { CarMapStore } from './CarMapStore'
import { SubmitAction } from './SubmitAction'

const OTHER_REASON = '9'

/** What a business ride is charged to and may hang off (decision 0480). */
export type CarChargeDeps = {
  costs?: Pick<CostsApi, 'costModules' | 'myCostCenters' | 'validateBudget'>
  travelApplies?: BookingApplyDeps['api']
  projectCenterSecondaryConfirmation?: () => boolean
  journeyBizNo?: string
}

/**
 * 用车 booking below the map: the quote for start → end, the car class, the enterprise's reason rule, the cost centre
 * and project with the remaining budget, the travel application of a 差旅用车 (接机, 送机, 接送站), calling the car.
 */
export class CarBookingStore {
  readonly quoteLoad = new LoadState('获取价格失败，请重试')
  readonly submitAction: SubmitAction<SubmitCarOrderData>
  quote: QueryPriceData | null = null
  standard: ValidTravelStandardData | null = null
  reasonCode = ''
  reasonText = ''
  readonly charge: BookingChargeStore
  readonly application: BookingApplyStore

  constructor(
    private readonly api: Pick<CarApi, 'quote' | 'validStandard' | 'submit'>,
    readonly map: CarMapStore,
    createReqId: () => string,
    private readonly toast: (message: string) => void,
    chargeDeps: CarChargeDeps = {},
  ) {
    this.submitAction = new SubmitAction(createReqId, '呼叫失败，请重试')
    this.charge = new BookingChargeStore({ costs: chargeDeps.costs, productType: 7, projectCenterSecondaryConfirmation: chargeDeps.projectCenterSecondaryConfirmation })
    this.application = new BookingApplyStore({ api: chargeDeps.travelApplies, journeyBizNo: chargeDeps.journeyBizNo })
    makeAutoObservable<CarBookingStore, 'api' | 'toast'>(this, { api: false, toast: false, map: false, quoteLoad: false, submitAction: false, charge: false, application: false })
  }

  /** The pick-up time asked: a flight ride's is the server's (from the flight), else the chosen slot (null: now). */
  get departTime(): string | null {
    return this.map.rideExtras.Flight ? null : this.map.carUseTimeInfo.timeVal
  }

  /** The pick-up the server books (a flight's: 接机 its landing, 送机 worked back from departure), once quoted. */
  get pickUpTime(): string | null {
    return this.quote?.PickUpTime ?? null
  }

  /** The ride's day in Shanghai (today for an immediate ride). */
  get rideDate(): string {
    const at = this.pickUpTime ?? this.map.carUseTimeInfo.timeVal
    return todayWire(at ? new Date(at).getTime() : Date.now())
  }

  /** 差旅用车: the use type may hang off a travel application (接机, 送机, 接送站). */
  get isTravelRide(): boolean {
    return isTravelUseType(this.map.mainInfo.useTypeItem.useType)
  }

  /** The application request of this ride (product 用车, the pick-up city, the ride's day). */
  get applyWant() {
    const day = this.rideDate
    return { Product: 'car' as const, ...(this.map.startPlaceInfo?.CityName ? { CityName: this.map.startPlaceInfo.CityName } : {}), StartDate: day, EndDate: day }
  }

  /** The cost modules and default cost centre for cars, and the applications covering a 差旅用车. */
  async loadSetup(): Promise<void> {
    await Promise.all([this.charge.load(), this.isTravelRide ? this.application.load(this.applyWant) : undefined])
  }

  /** Start and end are set, and a 接机 has its flight: a price can be asked. */
  get canQuote(): boolean {
    return this.map.isRouteReady && !(this.map.mainInfo.useTypeItem.useType === 3 && !this.map.flight)
  }

  /** Asks the price of every class for the current start, end, use type and time; the first class is chosen. */
  async fetchQuote(): Promise<boolean> {
    const { startPlaceInfo: start, endPlaceInfo: end } = this.map
    if (!start || !end || !this.canQuote) return false
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    return this.quoteLoad.run(
      () => this.api.quote({ UseType: this.map.mainInfo.useTypeItem.useType, Start: strip(start), End: strip(end), DepartTime: this.departTime, ...this.map.rideExtras }),
      (quote) => {
        this.quote = quote
        this.map.setDistanceAndTime(quote.Distance, quote.Duration)
        const kept = quote.PriceList.find((p) => p.CarType === this.map.userSelectedPrice?.CarType)
        this.map.selectPrice(kept ?? quote.PriceList[0] ?? null)
        void this.checkStandard()
      },
    )
  }

  selectPrice(price: CarPriceItem) {
    this.map.selectPrice(price)
    void this.checkStandard()
  }

  /** The remaining budget for the chosen class's estimate, and (差旅用车) the applications covering the ride. */
  private refreshCharge(): void {
    const price = this.map.userSelectedPrice
    if (price) void this.charge.checkBudget(price.EstimateFen, this.rideDate)
    if (this.isTravelRide) void this.application.load(this.applyWant)
  }

  async checkStandard(): Promise<void> {
    const price = this.map.userSelectedPrice
    const start = this.map.startPlaceInfo
    const end = this.map.endPlaceInfo
    if (!price || !start || !end) return
    this.refreshCharge()
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    try {
      const standard = await this.api.validStandard({
        UseType: this.map.mainInfo.useTypeItem.useType, CarType: price.CarType, EstimateFen: price.EstimateFen, CityCode: start.CityCode,
        Start: strip(start), End: strip(end), DepartTime: this.departTime, ...this.map.rideExtras,
      })
      this.setStandard(standard)
    } catch {
      this.setStandard(null)
    }
  }

  setStandard(standard: ValidTravelStandardData | null) {
    this.standard = standard
  }

  setReason(code: string) {
    this.reasonCode = code
  }

  setReasonText(text: string) {
    this.reasonText = text
  }

  /** Why the car cannot be called yet ('' when it can). */
  get blocker(): string {
    if (this.map.mainInfo.useTypeItem.useType === 3 && !this.map.flight) return '请输入航班号并选择航班'
    if (!this.map.startPlaceInfo) return '请选择上车地点'
    if (!this.map.endPlaceInfo) return '请输入目的地'
    if (!this.map.userSelectedPrice) return '请选择车型'
    if (this.map.mainInfo.useTypeItem.useType === 2 && !this.map.carUseTimeInfo.timeVal) return '请选择用车时间'
    if (this.standard?.NeedReason && !this.reasonCode) return '请选择用车事由'
    if (this.standard?.NeedReason && this.reasonCode === OTHER_REASON && !this.reasonText.trim()) return '请填写用车事由'
    const chargeProblem = this.charge.problem()
    if (chargeProblem) return chargeProblem
    if (this.isTravelRide) return this.application.problem()
    return ''
  }

  /** Calls the car; when the enterprise asks to confirm the cost attribution the first call opens it (null) and `costConfirmed` calls. */
  async submit(options: { costConfirmed?: boolean } = {}): Promise<SubmitCarOrderData | null> {
    if (this.blocker) {
      this.toast(this.blocker)
      return null
    }
    if (!this.charge.confirmed({ confirmed: options.costConfirmed })) return null
    const { startPlaceInfo: start, endPlaceInfo: end, userSelectedPrice: price } = this.map
    if (!start || !end || !price) return null
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    const result = await this.submitAction.run((reqId) =>
      this.api.submit(
        {
          UseType: this.map.mainInfo.useTypeItem.useType, CarType: price.CarType, Start: strip(start), End: strip(end), DepartTime: this.departTime, ...this.map.rideExtras,
          ReasonCode: this.reasonCode, Reason: this.reasonText.trim(), PassengerPhone: '', EstimateFen: price.EstimateFen,
          ...this.charge.fields(),
          ...(this.isTravelRide ? this.application.fields() : {}),
        },
        reqId,
      ),
    )
    if (!result) this.toast(this.submitAction.errorMessage)
    else if (result.NeedApproval) this.toast('已提交审批，审批通过后为您派车')
    return result
  }
}

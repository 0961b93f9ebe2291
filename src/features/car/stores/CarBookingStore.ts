import type { CarPriceItem, QueryPriceData, SubmitCarOrderData, ValidTravelStandardData } from '@api/car'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'
import type { CarMapStore } from './CarMapStore'
import { SubmitAction } from './SubmitAction'

const OTHER_REASON = '9'

/** 用车 booking below the map: the quote for start → end, the car class, the enterprise's reason rule, calling the car. */
export class CarBookingStore {
  readonly quoteLoad = new LoadState('获取价格失败，请重试')
  readonly submitAction: SubmitAction<SubmitCarOrderData>
  quote: QueryPriceData | null = null
  standard: ValidTravelStandardData | null = null
  reasonCode = ''
  reasonText = ''

  constructor(
    private readonly api: Pick<CarApi, 'quote' | 'validStandard' | 'submit'>,
    readonly map: CarMapStore,
    createReqId: () => string,
    private readonly toast: (message: string) => void,
  ) {
    this.submitAction = new SubmitAction(createReqId, '呼叫失败，请重试')
    makeAutoObservable<CarBookingStore, 'api' | 'toast'>(this, { api: false, toast: false, map: false, quoteLoad: false, submitAction: false })
  }

  /** Asks the price of every class for the current start, end, use type and time; the first class is chosen. */
  async fetchQuote(): Promise<boolean> {
    const { startPlaceInfo: start, endPlaceInfo: end } = this.map
    if (!start || !end) return false
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    return this.quoteLoad.run(
      () => this.api.quote({ UseType: this.map.mainInfo.useTypeItem.useType, Start: strip(start), End: strip(end), DepartTime: this.map.carUseTimeInfo.timeVal }),
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

  async checkStandard(): Promise<void> {
    const price = this.map.userSelectedPrice
    const start = this.map.startPlaceInfo
    const end = this.map.endPlaceInfo
    if (!price || !start || !end) return
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    try {
      const standard = await this.api.validStandard({
        UseType: this.map.mainInfo.useTypeItem.useType, CarType: price.CarType, EstimateFen: price.EstimateFen, CityCode: start.CityCode,
        Start: strip(start), End: strip(end), DepartTime: this.map.carUseTimeInfo.timeVal,
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
    if (!this.map.startPlaceInfo) return '请选择上车地点'
    if (!this.map.endPlaceInfo) return '请输入目的地'
    if (!this.map.userSelectedPrice) return '请选择车型'
    if (this.map.mainInfo.useTypeItem.useType === 2 && !this.map.carUseTimeInfo.timeVal) return '请选择用车时间'
    if (this.standard?.NeedReason && !this.reasonCode) return '请选择用车事由'
    if (this.standard?.NeedReason && this.reasonCode === OTHER_REASON && !this.reasonText.trim()) return '请填写用车事由'
    return ''
  }

  async submit(): Promise<SubmitCarOrderData | null> {
    if (this.blocker) {
      this.toast(this.blocker)
      return null
    }
    const { startPlaceInfo: start, endPlaceInfo: end, userSelectedPrice: price } = this.map
    if (!start || !end || !price) return null
    const strip = (p: typeof start) => ({ Name: p.Name, Address: p.Address, CityCode: p.CityCode, Longitude: p.Longitude, Latitude: p.Latitude })
    const result = await this.submitAction.run((reqId) =>
      this.api.submit(
        {
          UseType: this.map.mainInfo.useTypeItem.useType, CarType: price.CarType, Start: strip(start), End: strip(end), DepartTime: this.map.carUseTimeInfo.timeVal,
          ReasonCode: this.reasonCode, Reason: this.reasonText.trim(), PassengerPhone: '', EstimateFen: price.EstimateFen,
        },
        reqId,
      ),
    )
    if (!result) this.toast(this.submitAction.errorMessage)
    else if (result.NeedApproval) this.toast('已提交审批，审批通过后为您派车')
    return result
  }
}

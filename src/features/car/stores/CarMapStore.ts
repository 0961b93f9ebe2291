import type { CarFlight, CarPlace, CarPriceItem, GreenArea, RentalPackageCode, SearchGeocodeReGeoData } from '@api/car'
import { makeAutoObservable, runInAction } from 'mobx'
import { haversineMetres, isPointInRing, type LonLat } from '@domain/car/geo'
import { USE_TYPES } from '@domain/car/ride'
import type { CarApi } from '../api/carApi'
import { DEFAULT_MAP_CENTRE, FAR_AWAY_M } from '../domain/carDefaults'
import { reverseGeocode, withLayoutHints, type HintedPoint } from '../domain/reverseGeocode'

export type PlaceType = 1 | 2
export type UseTypeItem = (typeof USE_TYPES)[number]
/** timeVal null: depart now. */
export type CarUseTimeInfo = { timeVal: string | null; timeValFormat: string }
export type PlaceInfo = CarPlace & { CityName: string }

export const DEPART_NOW: CarUseTimeInfo = { timeVal: null, timeValFormat: '现在出发' }

const toLonLat = (place: { Longitude: number; Latitude: number }): LonLat => ({ lon: place.Longitude, lat: place.Latitude })

/**
 * The car map state (001 section 3): which place is being set, the map centre, start and end with their
 * place info, the use time, green areas, recommended points near the pin, the chosen price, where the member
 * was first located, the use type, distance and time, and the drag / ring / far-away flags.
 */
export class CarMapStore {
  carPlatFormType = 1
  placeType: PlaceType = 1
  mapCenter: LonLat = DEFAULT_MAP_CENTRE
  startLocation: LonLat | null = null
  endLocation: LonLat | null = null
  startPlaceInfo: PlaceInfo | null = null
  endPlaceInfo: PlaceInfo | null = null
  carUseTimeInfo: CarUseTimeInfo = DEPART_NOW
  greenAreaInfo: GreenArea[] = []
  nearbyPoints: HintedPoint[] = []
  userSelectedPrice: CarPriceItem | null = null
  initialPosition: LonLat | null = null
  mainInfo: { placeType: PlaceType; useTypeItem: UseTypeItem } = { placeType: 1, useTypeItem: USE_TYPES[0] }
  distanceAndTime = { metres: 0, minutes: 0 }
  isDragging = false
  isPointInRing = false
  isFarAway = false
  /** Reverse geocoding under way. */
  isLocating = false
  /** The city the destination is searched in when the member picked one (city picker); else the pick-up's. */
  searchCity: { CityCode: string; CityName: string } | null = null
  locateError = ''
  /** 接机/送机: the flight the ride follows (decision 0740); its terminal is the pick-up (接机) or the destination (送机). */
  flight: CarFlight | null = null
  /** 日租: the package (半日租 4 h / 50 km, 日租 8 h / 100 km). */
  rentalPackage: RentalPackageCode = 'half'
  private getTimes = 0

  constructor(
    private readonly api: Pick<CarApi, 'geocode'>,
    private readonly toast: (message: string) => void,
  ) {
    makeAutoObservable<CarMapStore, 'api' | 'toast' | 'getTimes'>(this, { api: false, toast: false, getTimes: false })
  }

  /** 1 the enterprise's own channel, 2 DiDi (the DiDi entrance). */
  setPlatform(type: 1 | 2) {
    this.carPlatFormType = type
  }

  setSearchCity(city: { CityCode: string; CityName: string } | null) {
    this.searchCity = city
  }

  setPlaceType(placeType: PlaceType) {
    this.placeType = placeType
    this.mainInfo = { ...this.mainInfo, placeType }
  }

  setUseType(item: UseTypeItem) {
    if (item.useType !== this.mainInfo.useTypeItem.useType) this.flight = null
    this.mainInfo = { ...this.mainInfo, useTypeItem: item }
    if (item.useType === 1) this.carUseTimeInfo = DEPART_NOW
    this.userSelectedPrice = null
  }

  /** A flight chosen for 接机 (its arrival terminal becomes the pick-up) or 送机 (its departure terminal the destination). */
  setFlight(flight: CarFlight | null) {
    this.flight = flight
    if (!flight) return
    const useType = this.mainInfo.useTypeItem.useType
    if (useType === 3) this.setPlace(1, flight.Place)
    if (useType === 4) this.setPlace(2, flight.Place)
  }

  setRentalPackage(code: RentalPackageCode) {
    this.rentalPackage = code
    this.userSelectedPrice = null
  }

  /** What a quote, a standard check and a call add for the use type: the flight (接机/送机), the package (日租). */
  get rideExtras(): { Flight?: { FlightNo: string; FlightDate: string }; PackageCode?: RentalPackageCode } {
    const useType = this.mainInfo.useTypeItem.useType
    if (useType === 6) return { PackageCode: this.rentalPackage }
    if ((useType === 3 || useType === 4) && this.flight) return { Flight: { FlightNo: this.flight.FlightNo, FlightDate: this.flight.FlightDate } }
    return {}
  }

  /** 接机 follows its flight: the pin does not move the pick-up away from the terminal. */
  get isPickupFixed(): boolean {
    return this.mainInfo.useTypeItem.useType === 3 && this.flight !== null
  }

  setUseTime(info: CarUseTimeInfo) {
    this.carUseTimeInfo = info
  }

  /** A chosen place becomes the start (placeType 1, the map follows it) or the end (2). */
  setPlace(placeType: PlaceType, place: PlaceInfo) {
    if (placeType === 1) {
      this.startPlaceInfo = place
      this.startLocation = toLonLat(place)
      this.mapCenter = toLonLat(place)
      this.updateFarAway()
    } else {
      this.endPlaceInfo = place
      this.endLocation = toLonLat(place)
    }
    this.userSelectedPrice = null
  }

  /** After a car was called the next booking starts without a destination. */
  clearEnd() {
    this.endPlaceInfo = null
    this.endLocation = null
    this.userSelectedPrice = null
    this.distanceAndTime = { metres: 0, minutes: 0 }
  }

  /** Recommended points are only kept while the pick-up is being set. */
  setNearbyPoints(points: HintedPoint[]) {
    if (this.placeType !== 1) return
    this.nearbyPoints = points
  }

  selectPrice(price: CarPriceItem | null) {
    this.userSelectedPrice = price
  }

  setDistanceAndTime(metres: number, minutes: number) {
    this.distanceAndTime = { metres, minutes }
  }

  startDrag() {
    this.isDragging = true
  }

  /** The map was dragged: its new centre is the pick-up pin; ask what is there. */
  endDrag(centre: LonLat): Promise<boolean> {
    this.isDragging = false
    this.mapCenter = centre
    this.updateFarAway()
    return this.locate(centre, 2)
  }

  /** First location: remember it and ask what is there. */
  locateFirst(position: LonLat): Promise<boolean> {
    this.initialPosition = position
    this.mapCenter = position
    this.isFarAway = false
    return this.locate(position, 1)
  }

  backToInitial(): Promise<boolean> {
    return this.initialPosition ? this.locateFirst(this.initialPosition) : Promise.resolve(false)
  }

  /** Picks a recommended point as the pick-up. */
  chooseRecommended(point: HintedPoint) {
    this.setPlace(1, { Name: point.Name, Address: point.Address, CityCode: point.CityCode, CityName: point.CityName, Longitude: point.Longitude, Latitude: point.Latitude })
    this.isPointInRing = this.greenAreaInfo.some((area) => isPointInRing(toLonLat(point), area.Path.map(([lon, lat]) => ({ lon, lat }))))
  }

  async locate(at: LonLat, operateType: 1 | 2 | 3): Promise<boolean> {
    this.getTimes += 1
    this.isLocating = true
    this.locateError = ''
    try {
      const data = await reverseGeocode(
        () => this.api.geocode({
          Coordtype: 'gcj02', CoordinateList: [{ Lon: at.lon, Lat: at.lat }], GetTimes: this.getTimes, IsSearchRecommendPoint: 1,
          CarBoardType: this.placeType, IsProcessAdsorb: 1, IsTravelBussiness: 1, OperateType: operateType,
        }),
        this.toast,
      )
      runInAction(() => this.applyGeocode(data))
      return true
    } catch (error) {
      runInAction(() => (this.locateError = (error as { Msg?: string; message?: string })?.Msg || (error as Error)?.message || '获取位置信息失败'))
      return false
    } finally {
      runInAction(() => (this.isLocating = false))
    }
  }

  applyGeocode(data: SearchGeocodeReGeoData) {
    const main = data.Regeocode
    this.greenAreaInfo = data.GreenAreaCoordinateList
    this.setNearbyPoints(withLayoutHints(data.RecommendPointList, main))
    this.isPointInRing = data.GreenAreaCoordinateList.some((area) => isPointInRing(toLonLat(main), area.Path.map(([lon, lat]) => ({ lon, lat }))))
    if (this.placeType === 1) {
      this.setPlace(1, { Name: main.Name, Address: main.Address, CityCode: main.CityCode, CityName: main.CityName, Longitude: main.Longitude, Latitude: main.Latitude })
    }
  }

  private updateFarAway() {
    this.isFarAway = this.initialPosition !== null && haversineMetres(this.initialPosition, this.mapCenter) > FAR_AWAY_M
  }

  /** Start and end are both set (a price can be asked). */
  get isRouteReady(): boolean {
    return this.startPlaceInfo !== null && this.endPlaceInfo !== null
  }
}

import type { HotelBrand, HotelBusinessDistrict } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { HotelApi } from '../api/hotelApi'
import { toggle } from '../domain/listFilters'
import type { HotelFlowStore } from './HotelFlowStore'

/** Point kinds offered on the point screen (stations and landmarks); districts on the business screen. */
const POINT_KINDS: HotelBusinessDistrict['Kind'][] = ['station', 'landmark']

/** Brands, business districts and points of a city, and the picks that become list filters. */
export class HotelPlacesStore {
  readonly load = new LoadState('加载失败，请重试')
  brands: HotelBrand[] = []
  districts: HotelBusinessDistrict[] = []
  brandIds: string[]

  constructor(
    private readonly api: Pick<HotelApi, 'brands' | 'businessDistricts'>,
    private readonly flow: HotelFlowStore,
    readonly cityCode: string,
  ) {
    this.brandIds = [...flow.filters.brandIds]
    makeAutoObservable<HotelPlacesStore, 'api' | 'flow'>(this, { api: false, flow: false, load: false })
  }

  get businessDistricts(): HotelBusinessDistrict[] {
    return this.districts.filter((district) => !POINT_KINDS.includes(district.Kind))
  }

  get points(): HotelBusinessDistrict[] {
    return this.districts.filter((district) => POINT_KINDS.includes(district.Kind))
  }

  fetchBrands(): Promise<boolean> {
    return this.load.run(() => this.api.brands(this.cityCode), (data) => (this.brands = data?.Brands ?? []))
  }

  fetchDistricts(): Promise<boolean> {
    return this.load.run(() => this.api.businessDistricts(this.cityCode), (data) => (this.districts = data?.Districts ?? []))
  }

  toggleBrand(brandId: string) {
    this.brandIds = toggle(this.brandIds, brandId)
  }

  clearBrands() {
    this.brandIds = []
  }

  confirmBrands() {
    this.flow.setFilters({ ...this.flow.filters, brandIds: [...this.brandIds] })
  }

  /** null = 不限. */
  chooseDistrict(district: HotelBusinessDistrict | null) {
    this.flow.setFilters({ ...this.flow.filters, businessDistrictId: district?.BusinessDistrictId ?? null, businessDistrictName: district?.Name ?? '' })
  }

  /** A point sorts the list by distance from it; null clears it. */
  choosePoint(point: HotelBusinessDistrict | null) {
    this.flow.patchForm({ point: point ? { lat: point.Lat, lon: point.Lon, name: point.Name } : null })
    this.flow.setFilters({ ...this.flow.filters, sort: point ? 'distance' : 'recommend' })
  }
}

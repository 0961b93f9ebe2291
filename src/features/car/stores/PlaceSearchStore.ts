import type { Poi } from '@api/car'
import { makeAutoObservable } from 'mobx'
import type { LonLat } from '@domain/car/geo'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'

/** Place search of the place picker: the keyword and the places found in the city, nearest first. */
export class PlaceSearchStore {
  readonly load = new LoadState('搜索失败，请重试')
  keyword = ''
  pois: Poi[] = []

  constructor(
    private readonly api: Pick<CarApi, 'searchPlaces'>,
    public cityCode: string,
    private readonly near: LonLat | null,
  ) {
    makeAutoObservable<PlaceSearchStore, 'api' | 'near'>(this, { api: false, near: false, load: false })
  }

  search(keyword: string): Promise<boolean> {
    this.keyword = keyword.trim()
    if (!this.keyword) {
      this.pois = []
      return Promise.resolve(false)
    }
    const Location = this.near ? { Lon: this.near.lon, Lat: this.near.lat } : undefined
    return this.load.run(() => this.api.searchPlaces({ CityCode: this.cityCode, Keyword: this.keyword, ...(Location ? { Location } : {}) }), (data) => (this.pois = data.Pois))
  }

  /** Another city (back from the city picker): the keyword is searched there. */
  setCity(cityCode: string): void {
    if (!cityCode || cityCode === this.cityCode) return
    this.cityCode = cityCode
    if (this.keyword) void this.search(this.keyword)
  }

  clear() {
    this.keyword = ''
    this.pois = []
  }
}

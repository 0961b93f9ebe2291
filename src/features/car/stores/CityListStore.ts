import type { CarCity } from '@api/car'
import { makeAutoObservable } from 'mobx'
import { LoadState } from '../../shared/stores/LoadState'
import type { CarApi } from '../api/carApi'
import { cityGroups } from '../domain/cityIndex'

/** The cities the ride provider serves (api/tc/GetCityList), filtered by a keyword. */
export class CityListStore {
  readonly load = new LoadState('城市加载失败，请重试')
  cities: CarCity[] = []
  keyword = ''

  constructor(private readonly api: Pick<CarApi, 'cities'>) {
    makeAutoObservable<CityListStore, 'api'>(this, { api: false, load: false })
  }

  get groups() {
    return cityGroups(this.cities, this.keyword)
  }

  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.cities(), (data) => (this.cities = data.Cities))
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword
  }
}

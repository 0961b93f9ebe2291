import type { Coordinate } from '@api/car'
import { makeAutoObservable, runInAction } from 'mobx'
import type { LonLat } from '@domain/car/geo'
import type { CarApi } from '../api/carApi'
import { DEFAULT_MAP_CENTRE } from '../domain/carDefaults'
import type { CarMapStore } from './CarMapStore'

/**
 * Opening 用车: where the member is (the device's GPS converted to GCJ-02 by the server; without it the
 * city centre), then the pick-up there and the cars around it.
 */
export class CarHomeStore {
  nearbyCars: Coordinate[] = []
  hasStarted = false

  constructor(
    private readonly api: Pick<CarApi, 'convertFromGps' | 'nearbyCars'>,
    readonly map: CarMapStore,
    private readonly locateDevice: () => Promise<LonLat | null>,
  ) {
    makeAutoObservable<CarHomeStore, 'api' | 'locateDevice'>(this, { api: false, map: false, locateDevice: false })
  }

  /** Locates once per store; a pick-up already chosen (back from the place picker) is kept. */
  async start(): Promise<void> {
    if (this.hasStarted) return
    this.hasStarted = true
    if (this.map.startPlaceInfo) {
      void this.refreshCars()
      return
    }
    const gps = await this.locateDevice()
    let position: LonLat = DEFAULT_MAP_CENTRE
    if (gps) {
      try {
        const converted = await this.api.convertFromGps(gps.lon, gps.lat)
        position = { lon: converted.CoordinateList[0].Lon, lat: converted.CoordinateList[0].Lat }
      } catch {
        position = gps
      }
    }
    await this.map.locateFirst(position)
    void this.refreshCars()
  }

  async refreshCars(): Promise<void> {
    const at = this.map.startLocation ?? this.map.mapCenter
    try {
      const { Cars } = await this.api.nearbyCars(at.lon, at.lat)
      runInAction(() => (this.nearbyCars = Cars))
    } catch {
      runInAction(() => (this.nearbyCars = []))
    }
  }
}

/** The car map for other features (private-car mileage draws its track on it): Taro's Map in mini-programs, the H5 map on H5. */
import '../components/car.scss'

export { CarMap } from '../components/CarMap'
export type { CarMapProps, MapMarker } from '../components/CarMap/types'
export { fitZoom } from '../domain/projection'

import { airportRows, tableCodes } from './airports.mjs'

const record = (iata: string, latitude: number, longitude: number, time: string, airport: string) => ({ iata, latitude, longitude, time, airport })

describe('airports (airport-data-js → airportList.ts, decision 0820)', () => {
  it('takes the codes of the city table in order', () => {
    expect(tableCodes("cn('BJS', '北京', true, [{ code: 'PEK', name: 'x' }, { code: 'PKX', name: 'y' }]), cn('TAO', '青岛', false, [{ code: 'TAO' }])")).toEqual(['PEK', 'PKX', 'TAO'])
    expect(() => tableCodes("{ code: 'PEK' }, { code: 'PEK' }")).toThrow('repeats')
  })
  it('writes code, coordinates, zone and English name per code', () => {
    const records = [record('TAO', 36.361944, 120.088333, 'Asia/Shanghai', 'Qingdao Jiaodong International Airport'), record('PKX', 39.5098091, 116.4083182, 'Asia/Shanghai', 'Beijing Daxing International Airport')]
    expect(airportRows(['PKX', 'TAO'], records)).toEqual([
      ['PKX', 39.5098091, 116.4083182, 'Asia/Shanghai', 'Beijing Daxing International Airport'],
      ['TAO', 36.361944, 120.088333, 'Asia/Shanghai', 'Qingdao Jiaodong International Airport'],
    ])
  })
  it('refuses a code the package lacks or has twice, and a record without zone or coordinates', () => {
    const pkx = record('PKX', 39.5, 116.4, 'Asia/Shanghai', 'Daxing')
    expect(() => airportRows(['TFU'], [pkx])).toThrow('TFU: 0 records')
    expect(() => airportRows(['PKX'], [pkx, pkx])).toThrow('PKX: 2 records')
    expect(() => airportRows(['PKX'], [{ ...pkx, time: '' }])).toThrow('unexpected record')
    expect(() => airportRows(['PKX'], [{ ...pkx, latitude: Number.NaN }])).toThrow('unexpected record')
  })
})

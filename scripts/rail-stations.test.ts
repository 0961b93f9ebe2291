import { parseStationNames } from './rail-stations.mjs'

const JS = "var station_names ='@bjb|北京北|VAP|beijingbei|bjb|0|0357|北京|||@xan|西安|XAY|xian|xa|148|2003|西安|||@wxi|万象|YTM|wanxiang|wx|25|9206|万象|lao|老挝|vientiane';"

describe('rail-stations (12306 station_name.js)', () => {
  it('reads code, name, pinyin, initials and city of each station, the Laos ones included', () => {
    expect(parseStationNames(JS)).toEqual([
      ['VAP', '北京北', 'beijingbei', 'bjb', '北京'],
      ['XAY', '西安', 'xian', 'xa', '西安'],
      ['YTM', '万象', 'wanxiang', 'wx', '万象'],
    ])
  })
  it('refuses a file of another shape or a repeated telegraph code', () => {
    expect(() => parseStationNames('var x = 1')).toThrow('no station_names')
    expect(() => parseStationNames("'@bjb|北京北|vap|beijingbei|bjb|0|0357|北京|||'")).toThrow('unexpected entry')
    expect(() => parseStationNames("'@bjb|北京北|VAP|beijingbei|bjb|0|0357|北京|||@bjx|北京西|VAP|beijingxi|bjx|1|0357|北京|||'")).toThrow('repeat')
  })
})

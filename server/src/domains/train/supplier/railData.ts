/**
 * The simulated supplier's rail network: 12306's full station list (stationList.ts, generated from station_name.js)
 * and the lines trains run along, each with its stations in order, km from the line's first station, the speed a
 * train can hold on it and its fare scale (decision 0610). Distances are rounded from published timetable mileages
 * (京沪高铁 1318 km, 京广高铁 2298 km + 广深港 102 km, 沪杭 159 km, 宁杭 256 km, 郑徐 362 km, 郑西 ~505 km, 西成 658 km,
 * 济郑 ~382 km, 京沪线 1463 km); intermediate km are approximate where the decision says so.
 */
import { STATION_LINES } from './stationList'

export type RailStation = { code: string; name: string; city: string; pinyin: string; initials: string; isHot: boolean }

/** Stations the picker shows first (热门): the main stations of the cities the network serves. */
const HOT = [
  '北京南', '北京', '北京西', '天津南', '天津', '济南西', '南京南', '上海虹桥', '上海', '苏州', '杭州东', '石家庄', '郑州东', '武汉', '长沙南',
  '广州南', '深圳北', '西安北', '成都东', '徐州东',
]

export const STATIONS: readonly RailStation[] = STATION_LINES.split('\n').map((line) => {
  const [code, name, pinyin, initials, city] = line.split('|')
  return { code, name, city, pinyin, initials, isHot: HOT.includes(name) }
})

const BY_NAME = new Map(STATIONS.map((s) => [s.name, s]))

export function stationNamed(name: string): RailStation {
  const station = BY_NAME.get(name)
  if (!station) throw new Error(`station ${name} is not in 12306's station list`)
  return station
}

/**
 * A line: stations in order with km from its first, the average speed (km/h) trains hold between stations on it
 * (below the top speed: curves, approaches, speed limits) and its fare scale against the national rates per km.
 */
export type Line = { key: string; kmh: number; fareScale: number; stops: readonly (readonly [name: string, km: number])[] }

const line = (key: string, kmh: number, stops: Line['stops'], fareScale = 1): Line => ({ key, kmh, fareScale, stops })

export const LINES = {
  jinghuHsr: line('jinghuHsr', 330, [
    ['北京南', 0], ['天津南', 131], ['沧州西', 219], ['德州东', 327], ['济南西', 406], ['泰安', 465], ['曲阜东', 533], ['滕州东', 589], ['枣庄', 627],
    ['徐州东', 688], ['宿州东', 767], ['蚌埠南', 844], ['滁州', 959], ['南京南', 1023], ['镇江南', 1087], ['常州北', 1153], ['无锡东', 1210],
    ['苏州北', 1237], ['昆山南', 1268], ['上海虹桥', 1318],
  ]),
  huhangHsr: line('huhangHsr', 300, [['上海虹桥', 0], ['嘉兴南', 84], ['杭州东', 159]]),
  ninghangHsr: line('ninghangHsr', 300, [['南京南', 0], ['溧水', 53], ['溧阳', 103], ['宜兴', 136], ['长兴', 177], ['湖州', 200], ['德清', 226], ['杭州东', 256]]),
  jingguangHsr: line('jingguangHsr', 310, [
    ['北京西', 0], ['保定东', 139], ['石家庄', 281], ['邢台东', 391], ['邯郸东', 456], ['安阳东', 516], ['新乡东', 610], ['郑州东', 693], ['许昌东', 780],
    ['漯河西', 843], ['驻马店西', 911], ['信阳东', 1008], ['武汉', 1229], ['岳阳东', 1444], ['长沙南', 1591], ['株洲西', 1643], ['衡阳东', 1770],
    ['郴州西', 1918], ['韶关', 2069], ['清远', 2195], ['广州南', 2298],
  ]),
  /** 广深港: 广州南–深圳北 102 km; 二等 ¥74.5 (12306), 1.74 × the 京沪 rate of 0.42 ¥/km; 30–36 minutes. */
  guangshengangHsr: line('guangshengangHsr', 240, [['广州南', 0], ['虎门', 49], ['光明城', 77], ['深圳北', 102]], 7450 / (42 * 102)),
  zhengxuHsr: line('zhengxuHsr', 300, [
    ['徐州东', 0], ['萧县北', 23], ['砀山南', 80], ['永城北', 104], ['商丘', 146], ['民权北', 202], ['兰考南', 239], ['开封北', 283], ['郑州东', 362],
  ]),
  zhengxiHsr: line('zhengxiHsr', 280, [
    ['郑州东', 0], ['郑州西', 43], ['巩义南', 83], ['洛阳龙门', 146], ['渑池南', 205], ['三门峡南', 251], ['灵宝西', 294], ['华山北', 370], ['渭南北', 425],
    ['西安北', 505],
  ]),
  xichengHsr: line('xichengHsr', 250, [
    ['西安北', 0], ['鄠邑', 38], ['佛坪', 163], ['洋县西', 203], ['城固北', 232], ['汉中', 250], ['宁强南', 350], ['广元', 412], ['江油北', 512],
    ['绵阳', 547], ['德阳', 602], ['成都东', 658],
  ]),
  jizhengHsr: line('jizhengHsr', 300, [['济南西', 0], ['长清', 28], ['茌平南', 65], ['聊城西', 96], ['莘县', 139], ['濮阳东', 185], ['长垣', 255], ['郑州东', 382]]),
  jinghuLine: line('jinghuLine', 120, [
    ['北京', 0], ['天津', 137], ['沧州', 240], ['德州', 314], ['济南', 495], ['徐州', 814], ['蚌埠', 979], ['南京', 1160], ['常州', 1296], ['无锡', 1335],
    ['苏州', 1377], ['上海', 1463],
  ]),
} satisfies Record<string, Line>

/** A station on a route: km from the route's first station, fare km (km × the line's fare scale) and the line speed into it. */
export type RouteStop = { station: RailStation; km: number; fareKm: number; kmh: number }

/** A route over one or more lines, each from one of its stations to another (in either direction), joined end to end. */
export function route(...parts: readonly (readonly [Line, string, string])[]): RouteStop[] {
  const stops: RouteStop[] = []
  for (const [ln, fromName, toName] of parts) {
    const from = ln.stops.findIndex(([n]) => n === fromName)
    const to = ln.stops.findIndex(([n]) => n === toName)
    if (from < 0 || to < 0 || from === to) throw new Error(`${ln.key} does not run ${fromName}–${toName}`)
    const slice = from < to ? ln.stops.slice(from, to + 1) : ln.stops.slice(to, from + 1).reverse()
    const last = stops[stops.length - 1]
    if (last && last.station.name !== slice[0][0]) throw new Error(`${ln.key} does not continue from ${last.station.name}`)
    const baseKm = last?.km ?? 0
    const baseFare = last?.fareKm ?? 0
    const startKm = slice[0][1]
    slice.forEach(([name, km], i) => {
      if (i === 0 && last) return
      const along = Math.abs(km - startKm)
      stops.push({ station: stationNamed(name), km: baseKm + along, fareKm: baseFare + along * ln.fareScale, kmh: ln.kmh })
    })
  }
  return stops
}

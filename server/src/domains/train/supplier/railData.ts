/**
 * The simulated supplier's rail network: main stations and the corridors trains run along, with distances
 * from the corridor's first station in km (rounded, from the published timetables of 京沪高铁, 京广高铁,
 * 沪杭客专 and the 京沪线). Station telecodes are 12306's (station_name.js); this table was compiled by hand
 * and is kept in this one file so that a maintained station package can replace it (decision 0161).
 * Pinyin is not stored here: the server derives it with pinyin-pro.
 */

export type RailStation = { code: string; name: string; city: string; isHot?: boolean }

export const STATIONS: readonly RailStation[] = [
  { code: 'VNP', name: '北京南', city: '北京', isHot: true },
  { code: 'BJP', name: '北京', city: '北京', isHot: true },
  { code: 'BXP', name: '北京西', city: '北京', isHot: true },
  { code: 'TIP', name: '天津南', city: '天津', isHot: true },
  { code: 'TJP', name: '天津', city: '天津', isHot: true },
  { code: 'CBP', name: '沧州西', city: '沧州' },
  { code: 'COP', name: '沧州', city: '沧州' },
  { code: 'DIP', name: '德州东', city: '德州' },
  { code: 'DZP', name: '德州', city: '德州' },
  { code: 'JGK', name: '济南西', city: '济南', isHot: true },
  { code: 'JNK', name: '济南', city: '济南' },
  { code: 'TMK', name: '泰安', city: '泰安' },
  { code: 'QAK', name: '曲阜东', city: '曲阜' },
  { code: 'TEK', name: '滕州东', city: '滕州' },
  { code: 'ZEK', name: '枣庄', city: '枣庄' },
  { code: 'UUH', name: '徐州东', city: '徐州' },
  { code: 'XCH', name: '徐州', city: '徐州' },
  { code: 'SRH', name: '宿州东', city: '宿州' },
  { code: 'BMH', name: '蚌埠南', city: '蚌埠' },
  { code: 'BBH', name: '蚌埠', city: '蚌埠' },
  { code: 'CXH', name: '滁州', city: '滁州' },
  { code: 'NKH', name: '南京南', city: '南京', isHot: true },
  { code: 'NJH', name: '南京', city: '南京' },
  { code: 'ZEH', name: '镇江南', city: '镇江' },
  { code: 'ESH', name: '常州北', city: '常州' },
  { code: 'CZH', name: '常州', city: '常州' },
  { code: 'WGH', name: '无锡东', city: '无锡' },
  { code: 'WXH', name: '无锡', city: '无锡' },
  { code: 'OHH', name: '苏州北', city: '苏州' },
  { code: 'SZH', name: '苏州', city: '苏州', isHot: true },
  { code: 'KNH', name: '昆山南', city: '昆山' },
  { code: 'AOH', name: '上海虹桥', city: '上海', isHot: true },
  { code: 'SHH', name: '上海', city: '上海', isHot: true },
  { code: 'EPH', name: '嘉兴南', city: '嘉兴' },
  { code: 'HGH', name: '杭州东', city: '杭州', isHot: true },
  { code: 'BMP', name: '保定东', city: '保定' },
  { code: 'SJP', name: '石家庄', city: '石家庄', isHot: true },
  { code: 'EDP', name: '邢台东', city: '邢台' },
  { code: 'HPP', name: '邯郸东', city: '邯郸' },
  { code: 'ADF', name: '安阳东', city: '安阳' },
  { code: 'EGF', name: '新乡东', city: '新乡' },
  { code: 'ZAF', name: '郑州东', city: '郑州', isHot: true },
  { code: 'XVF', name: '许昌东', city: '许昌' },
  { code: 'LBN', name: '漯河西', city: '漯河' },
  { code: 'ZLN', name: '驻马店西', city: '驻马店' },
  { code: 'OYN', name: '信阳东', city: '信阳' },
  { code: 'WHN', name: '武汉', city: '武汉', isHot: true },
  { code: 'AIQ', name: '岳阳东', city: '岳阳' },
  { code: 'CWQ', name: '长沙南', city: '长沙', isHot: true },
  { code: 'ZAQ', name: '株洲西', city: '株洲' },
  { code: 'HVQ', name: '衡阳东', city: '衡阳' },
  { code: 'ICQ', name: '郴州西', city: '郴州' },
  { code: 'SNQ', name: '韶关', city: '韶关' },
  { code: 'QBQ', name: '清远', city: '清远' },
  { code: 'IZQ', name: '广州南', city: '广州', isHot: true },
  { code: 'IOQ', name: '深圳北', city: '深圳', isHot: true },
]

/** A line trains run along: its stations in order with their km from the first. */
export type Corridor = { key: string; stops: readonly (readonly [code: string, km: number])[] }

export const CORRIDORS: Readonly<Record<string, Corridor>> = {
  jinghuHsr: {
    key: 'jinghuHsr',
    stops: [
      ['VNP', 0], ['TIP', 131], ['CBP', 219], ['DIP', 327], ['JGK', 406], ['TMK', 465], ['QAK', 533], ['TEK', 589], ['ZEK', 627],
      ['UUH', 688], ['SRH', 767], ['BMH', 844], ['CXH', 959], ['NKH', 1023], ['ZEH', 1087], ['ESH', 1153], ['WGH', 1210],
      ['OHH', 1237], ['KNH', 1268], ['AOH', 1318],
    ],
  },
  huhangHsr: { key: 'huhangHsr', stops: [['AOH', 0], ['EPH', 84], ['HGH', 159]] },
  jingguangHsr: {
    key: 'jingguangHsr',
    stops: [
      ['BXP', 0], ['BMP', 139], ['SJP', 281], ['EDP', 391], ['HPP', 456], ['ADF', 516], ['EGF', 610], ['ZAF', 693], ['XVF', 780],
      ['LBN', 843], ['ZLN', 911], ['OYN', 1008], ['WHN', 1229], ['AIQ', 1444], ['CWQ', 1591], ['ZAQ', 1643], ['HVQ', 1770],
      ['ICQ', 1918], ['SNQ', 2069], ['QBQ', 2195], ['IZQ', 2298], ['IOQ', 2400],
    ],
  },
  jinghuLine: {
    key: 'jinghuLine',
    stops: [['BJP', 0], ['TJP', 137], ['COP', 240], ['DZP', 314], ['JNK', 495], ['XCH', 814], ['BBH', 979], ['NJH', 1160], ['CZH', 1296], ['WXH', 1335], ['SZH', 1377], ['SHH', 1463]],
  },
}

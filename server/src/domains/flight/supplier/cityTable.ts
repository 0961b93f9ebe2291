/**
 * The cities the simulated flight channel serves (decision 0172): IATA city code, the Chinese name travellers
 * know, its airports (IATA code, Chinese name, terminals): an airport belongs to the city it is listed under.
 * Coordinates, IANA time zones and English airport names come from airportList.ts, generated from the npm package
 * airport-data-js (decision 0820), for every airport alike: nothing of an airport is typed here. City codes are
 * IATA's: 郑州 is CGO (ZHA is 湛江).
 * Source of the Chinese names and terminals: the airports' own published names (CAAC list of civil airports).
 */
export type CityRow = {
  cityCode: string
  name: string
  country: string
  continent: '亚洲' | '欧洲' | '北美洲' | '大洋洲' | '中东'
  isHot: boolean
  /** The English name where the package's city name is not what travellers type (decision 0721). */
  en?: string
  airports: { code: string; name: string; terminals: string[] }[]
}

const cn = (cityCode: string, name: string, isHot: boolean, airports: CityRow['airports']): CityRow => ({ cityCode, name, country: '中国', continent: '亚洲', isHot, airports })

export const DOMESTIC_CITIES: readonly CityRow[] = [
  cn('BJS', '北京', true, [
    { code: 'PEK', name: '首都国际机场', terminals: ['T2', 'T3'] },
    { code: 'PKX', name: '大兴国际机场', terminals: [''] },
  ]),
  cn('SHA', '上海', true, [
    { code: 'SHA', name: '虹桥国际机场', terminals: ['T1', 'T2'] },
    { code: 'PVG', name: '浦东国际机场', terminals: ['T1', 'T2'] },
  ]),
  cn('CAN', '广州', true, [{ code: 'CAN', name: '白云国际机场', terminals: ['T1', 'T2'] }]),
  cn('SZX', '深圳', true, [{ code: 'SZX', name: '宝安国际机场', terminals: ['T3'] }]),
  cn('CTU', '成都', true, [
    { code: 'CTU', name: '双流国际机场', terminals: ['T1', 'T2'] },
    { code: 'TFU', name: '天府国际机场', terminals: ['T1', 'T2'] },
  ]),
  cn('CKG', '重庆', true, [{ code: 'CKG', name: '江北国际机场', terminals: ['T2', 'T3'] }]),
  cn('HGH', '杭州', true, [{ code: 'HGH', name: '萧山国际机场', terminals: ['T3', 'T4'] }]),
  cn('XIY', '西安', true, [{ code: 'XIY', name: '咸阳国际机场', terminals: ['T2', 'T3'] }]),
  cn('KMG', '昆明', true, [{ code: 'KMG', name: '长水国际机场', terminals: [''] }]),
  cn('NKG', '南京', true, [{ code: 'NKG', name: '禄口国际机场', terminals: ['T1', 'T2'] }]),
  cn('WUH', '武汉', true, [{ code: 'WUH', name: '天河国际机场', terminals: ['T3'] }]),
  cn('CSX', '长沙', false, [{ code: 'CSX', name: '黄花国际机场', terminals: ['T2'] }]),
  cn('XMN', '厦门', true, [{ code: 'XMN', name: '高崎国际机场', terminals: ['T3', 'T4'] }]),
  cn('TAO', '青岛', false, [{ code: 'TAO', name: '胶东国际机场', terminals: [''] }]),
  cn('CGO', '郑州', false, [{ code: 'CGO', name: '新郑国际机场', terminals: ['T2'] }]),
  cn('TSN', '天津', false, [{ code: 'TSN', name: '滨海国际机场', terminals: ['T2'] }]),
  cn('SHE', '沈阳', false, [{ code: 'SHE', name: '桃仙国际机场', terminals: ['T3'] }]),
  cn('DLC', '大连', false, [{ code: 'DLC', name: '周水子国际机场', terminals: [''] }]),
  cn('HRB', '哈尔滨', false, [{ code: 'HRB', name: '太平国际机场', terminals: ['T2'] }]),
  cn('HAK', '海口', false, [{ code: 'HAK', name: '美兰国际机场', terminals: ['T1', 'T2'] }]),
  cn('SYX', '三亚', true, [{ code: 'SYX', name: '凤凰国际机场', terminals: ['T1', 'T2'] }]),
  cn('URC', '乌鲁木齐', false, [{ code: 'URC', name: '地窝堡国际机场', terminals: ['T3'] }]),
  cn('KWE', '贵阳', false, [{ code: 'KWE', name: '龙洞堡国际机场', terminals: ['T2'] }]),
  cn('NNG', '南宁', false, [{ code: 'NNG', name: '吴圩国际机场', terminals: ['T2'] }]),
  cn('FOC', '福州', false, [{ code: 'FOC', name: '长乐国际机场', terminals: [''] }]),
  cn('TNA', '济南', false, [{ code: 'TNA', name: '遥墙国际机场', terminals: [''] }]),
  cn('CGQ', '长春', false, [{ code: 'CGQ', name: '龙嘉国际机场', terminals: ['T2'] }]),
  cn('KHN', '南昌', false, [{ code: 'KHN', name: '昌北国际机场', terminals: ['T2'] }]),
  cn('HFE', '合肥', false, [{ code: 'HFE', name: '新桥国际机场', terminals: [''] }]),
  cn('LHW', '兰州', false, [{ code: 'LHW', name: '中川国际机场', terminals: ['T2'] }]),
  cn('TYN', '太原', false, [{ code: 'TYN', name: '武宿国际机场', terminals: ['T2'] }]),
  cn('SJW', '石家庄', false, [{ code: 'SJW', name: '正定国际机场', terminals: ['T1'] }]),
  cn('NGB', '宁波', false, [{ code: 'NGB', name: '栎社国际机场', terminals: ['T2'] }]),
  cn('WNZ', '温州', false, [{ code: 'WNZ', name: '龙湾国际机场', terminals: ['T2'] }]),
  cn('HET', '呼和浩特', false, [{ code: 'HET', name: '白塔国际机场', terminals: ['T2'] }]),
  cn('LXA', '拉萨', false, [{ code: 'LXA', name: '贡嘎国际机场', terminals: ['T3'] }]),
  cn('INC', '银川', false, [{ code: 'INC', name: '河东国际机场', terminals: ['T3'] }]),
  cn('XNN', '西宁', false, [{ code: 'XNN', name: '曹家堡国际机场', terminals: ['T2'] }]),
  { ...cn('JHG', '西双版纳', false, [{ code: 'JHG', name: '嘎洒国际机场', terminals: [''] }]), en: 'Xishuangbanna' },
  cn('LJG', '丽江', false, [{ code: 'LJG', name: '三义国际机场', terminals: [''] }]),
]

const intl = (cityCode: string, name: string, country: string, continent: CityRow['continent'], airports: CityRow['airports']): CityRow => ({ cityCode, name, country, continent, isHot: true, airports })

export const INTERNATIONAL_CITIES: readonly CityRow[] = [
  intl('HKG', '香港', '中国香港', '亚洲', [{ code: 'HKG', name: '香港国际机场', terminals: ['T1'] }]),
  intl('MFM', '澳门', '中国澳门', '亚洲', [{ code: 'MFM', name: '澳门国际机场', terminals: [''] }]),
  intl('TPE', '台北', '中国台湾', '亚洲', [{ code: 'TPE', name: '桃园国际机场', terminals: ['T1', 'T2'] }, { code: 'TSA', name: '松山机场', terminals: [''] }]),
  intl('SIN', '新加坡', '新加坡', '亚洲', [{ code: 'SIN', name: '樟宜国际机场', terminals: ['T1', 'T3'] }]),
  intl('TYO', '东京', '日本', '亚洲', [{ code: 'NRT', name: '成田国际机场', terminals: ['T1', 'T2'] }, { code: 'HND', name: '羽田机场', terminals: ['T3'] }]),
  intl('OSA', '大阪', '日本', '亚洲', [{ code: 'KIX', name: '关西国际机场', terminals: ['T1'] }]),
  intl('SEL', '首尔', '韩国', '亚洲', [{ code: 'ICN', name: '仁川国际机场', terminals: ['T1', 'T2'] }]),
  intl('BKK', '曼谷', '泰国', '亚洲', [{ code: 'BKK', name: '素万那普国际机场', terminals: [''] }]),
  intl('KUL', '吉隆坡', '马来西亚', '亚洲', [{ code: 'KUL', name: '吉隆坡国际机场', terminals: ['T1'] }]),
  intl('DXB', '迪拜', '阿联酋', '中东', [{ code: 'DXB', name: '迪拜国际机场', terminals: ['T3'] }]),
  intl('LON', '伦敦', '英国', '欧洲', [{ code: 'LHR', name: '希思罗机场', terminals: ['T2', 'T3'] }]),
  intl('PAR', '巴黎', '法国', '欧洲', [{ code: 'CDG', name: '戴高乐机场', terminals: ['T1', 'T2E'] }]),
  intl('FRA', '法兰克福', '德国', '欧洲', [{ code: 'FRA', name: '法兰克福机场', terminals: ['T1'] }]),
  intl('NYC', '纽约', '美国', '北美洲', [{ code: 'JFK', name: '肯尼迪国际机场', terminals: ['T1', 'T4'] }]),
  intl('LAX', '洛杉矶', '美国', '北美洲', [{ code: 'LAX', name: '洛杉矶国际机场', terminals: ['TB'] }]),
  intl('SYD', '悉尼', '澳大利亚', '大洋洲', [{ code: 'SYD', name: '金斯福德·史密斯机场', terminals: ['T1'] }]),
]

export type AirlineRow = { code: string; name: string; isDomestic: boolean }

/** Airlines with their IATA codes (their ticket prefixes: TICKET_PREFIXES in domain/flight/endorsement.ts). */
export const AIRLINES: readonly AirlineRow[] = [
  { code: 'CA', name: '中国国航', isDomestic: true },
  { code: 'MU', name: '东方航空', isDomestic: true },
  { code: 'CZ', name: '南方航空', isDomestic: true },
  { code: 'HU', name: '海南航空', isDomestic: true },
  { code: 'ZH', name: '深圳航空', isDomestic: true },
  { code: '3U', name: '四川航空', isDomestic: true },
  { code: 'FM', name: '上海航空', isDomestic: true },
  { code: 'MF', name: '厦门航空', isDomestic: true },
  { code: 'SQ', name: '新加坡航空', isDomestic: false },
  { code: 'CX', name: '国泰航空', isDomestic: false },
  { code: 'NH', name: '全日空', isDomestic: false },
  { code: 'EK', name: '阿联酋航空', isDomestic: false },
]

export const AIRCRAFT_BY_DISTANCE = [
  { maxKm: 1200, types: ['A320', 'B737-800', 'A321'] },
  { maxKm: 3000, types: ['A321', 'B737-800', 'A330-300'] },
  { maxKm: Infinity, types: ['B787-9', 'A350-900', 'B777-300ER'] },
] as const

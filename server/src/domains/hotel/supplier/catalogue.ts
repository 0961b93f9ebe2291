/**
 * The simulated supplier's catalogue, generated deterministically: 37 Chinese cities (real names, centre
 * coordinates, city tiers), three business districts each, hotels of real brands (the dossen group's
 * 城市便捷/宜尚/宜尚PLUS/怡程/柏曼 among them), three room types per hotel and their rate plans. The same
 * input always gives the same rows, so tests and demos can rely on them.
 */
import type { Queryable } from '../../../db/types'

type DistrictKind = 'district' | 'station' | 'landmark' | 'area'
type CitySeed = {
  code: string
  name: string
  pinyin: string
  tier: 1 | 2 | 3
  lat: number
  lon: number
  areaCode: string
  isHot: boolean
  /** name, kind, offset north and east of the centre in 0.01 degrees */
  districts: [string, DistrictKind, number, number][]
}

export const CITIES: readonly CitySeed[] = [
  { code: '110100', name: '北京', pinyin: 'beijing', tier: 1, lat: 39.9042, lon: 116.4074, areaCode: '010', isHot: true, districts: [['国贸CBD', 'district', 0, 4], ['中关村', 'district', 7, -9], ['北京南站', 'station', -5, -2]] },
  { code: '310100', name: '上海', pinyin: 'shanghai', tier: 1, lat: 31.2304, lon: 121.4737, areaCode: '021', isHot: true, districts: [['陆家嘴', 'district', 1, 3], ['人民广场', 'landmark', 0, 0], ['虹桥枢纽', 'station', -3, -15]] },
  { code: '440100', name: '广州', pinyin: 'guangzhou', tier: 1, lat: 23.1291, lon: 113.2644, areaCode: '020', isHot: true, districts: [['天河体育中心', 'district', 1, 7], ['北京路', 'district', -1, 0], ['广州南站', 'station', -14, 1]] },
  { code: '440300', name: '深圳', pinyin: 'shenzhen', tier: 1, lat: 22.5431, lon: 114.0579, areaCode: '0755', isHot: true, districts: [['福田CBD', 'district', 0, 0], ['科技园', 'district', 0, -9], ['深圳北站', 'station', 8, 1]] },
  { code: '330100', name: '杭州', pinyin: 'hangzhou', tier: 2, lat: 30.2741, lon: 120.1551, areaCode: '0571', isHot: true, districts: [['西湖', 'landmark', -2, -2], ['钱江新城', 'district', -3, 5], ['杭州东站', 'station', 3, 5]] },
  { code: '320100', name: '南京', pinyin: 'nanjing', tier: 2, lat: 32.0603, lon: 118.7969, areaCode: '025', isHot: true, districts: [['新街口', 'district', 0, -1], ['夫子庙', 'landmark', -3, 0], ['南京南站', 'station', -11, 0]] },
  { code: '510100', name: '成都', pinyin: 'chengdu', tier: 2, lat: 30.5728, lon: 104.0668, areaCode: '028', isHot: true, districts: [['春熙路', 'district', 1, 1], ['天府广场', 'landmark', 0, 0], ['成都东站', 'station', 0, 10]] },
  { code: '420100', name: '武汉', pinyin: 'wuhan', tier: 2, lat: 30.5928, lon: 114.3055, areaCode: '027', isHot: true, districts: [['江汉路', 'district', 0, 0], ['光谷', 'district', -9, 10], ['汉口站', 'station', 4, -3]] },
  { code: '610100', name: '西安', pinyin: 'xian', tier: 2, lat: 34.3416, lon: 108.9398, areaCode: '029', isHot: true, districts: [['钟楼', 'landmark', 0, 0], ['高新区', 'area', -5, -4], ['西安北站', 'station', 14, 0]] },
  { code: '500100', name: '重庆', pinyin: 'chongqing', tier: 2, lat: 29.563, lon: 106.5516, areaCode: '023', isHot: true, districts: [['解放碑', 'district', 0, 3], ['观音桥', 'district', 4, 1], ['重庆北站', 'station', 7, 0]] },
  { code: '120100', name: '天津', pinyin: 'tianjin', tier: 2, lat: 39.3434, lon: 117.3616, areaCode: '022', isHot: false, districts: [['滨江道', 'district', -2, -16], ['天津站', 'station', -1, -15], ['滨海新区', 'area', -30, 30]] },
  { code: '320500', name: '苏州', pinyin: 'suzhou', tier: 2, lat: 31.299, lon: 120.5853, areaCode: '0512', isHot: false, districts: [['观前街', 'district', 1, 3], ['金鸡湖', 'landmark', 1, 10], ['苏州站', 'station', 3, 2]] },
  { code: '430100', name: '长沙', pinyin: 'changsha', tier: 2, lat: 28.2282, lon: 112.9388, areaCode: '0731', isHot: false, districts: [['五一广场', 'district', -3, 4], ['橘子洲', 'landmark', -4, 1], ['长沙南站', 'station', -9, 13]] },
  { code: '410100', name: '郑州', pinyin: 'zhengzhou', tier: 2, lat: 34.7466, lon: 113.6254, areaCode: '0371', isHot: false, districts: [['二七广场', 'district', 0, 3], ['郑东新区', 'area', 3, 12], ['郑州东站', 'station', 1, 14]] },
  { code: '370200', name: '青岛', pinyin: 'qingdao', tier: 2, lat: 36.0671, lon: 120.3826, areaCode: '0532', isHot: false, districts: [['五四广场', 'landmark', 0, 2], ['栈桥', 'landmark', -1, -6], ['青岛北站', 'station', 15, -2]] },
  { code: '350200', name: '厦门', pinyin: 'xiamen', tier: 2, lat: 24.4798, lon: 118.0894, areaCode: '0592', isHot: false, districts: [['中山路', 'district', -2, -2], ['鼓浪屿', 'landmark', -3, -4], ['厦门北站', 'station', 16, -1]] },
  { code: '330200', name: '宁波', pinyin: 'ningbo', tier: 2, lat: 29.8683, lon: 121.544, areaCode: '0574', isHot: false, districts: [['天一广场', 'district', 0, 1], ['东部新城', 'area', 0, 6], ['宁波站', 'station', -2, -1]] },
  { code: '340100', name: '合肥', pinyin: 'hefei', tier: 2, lat: 31.8206, lon: 117.2272, areaCode: '0551', isHot: false, districts: [['三孝口', 'district', 3, 1], ['政务区', 'area', -2, -4], ['合肥南站', 'station', -8, 6]] },
  { code: '370100', name: '济南', pinyin: 'jinan', tier: 2, lat: 36.6512, lon: 117.1201, areaCode: '0531', isHot: false, districts: [['泉城广场', 'landmark', 1, -1], ['趵突泉', 'landmark', 1, -3], ['济南西站', 'station', 2, -17]] },
  { code: '350100', name: '福州', pinyin: 'fuzhou', tier: 2, lat: 26.0745, lon: 119.2965, areaCode: '0591', isHot: false, districts: [['东街口', 'district', 1, 0], ['三坊七巷', 'landmark', 1, -1], ['福州南站', 'station', -10, 9]] },
  { code: '530100', name: '昆明', pinyin: 'kunming', tier: 2, lat: 25.0389, lon: 102.7183, areaCode: '0871', isHot: false, districts: [['南屏街', 'district', 0, 0], ['滇池', 'landmark', -8, -5], ['长水机场', 'station', 11, 21]] },
  { code: '210100', name: '沈阳', pinyin: 'shenyang', tier: 2, lat: 41.8057, lon: 123.4315, areaCode: '024', isHot: false, districts: [['中街', 'district', 1, 3], ['太原街', 'district', 0, -3], ['沈阳北站', 'station', 2, 0]] },
  { code: '210200', name: '大连', pinyin: 'dalian', tier: 2, lat: 38.914, lon: 121.6147, areaCode: '0411', isHot: false, districts: [['星海广场', 'landmark', -3, -4], ['中山广场', 'landmark', 0, 2], ['大连北站', 'station', 9, -3]] },
  { code: '441900', name: '东莞', pinyin: 'dongguan', tier: 2, lat: 23.0207, lon: 113.7518, areaCode: '0769', isHot: false, districts: [['南城', 'area', -1, 0], ['东城', 'area', 0, 3], ['虎门', 'area', -19, -9]] },
  { code: '440600', name: '佛山', pinyin: 'foshan', tier: 2, lat: 23.0215, lon: 113.1214, areaCode: '0757', isHot: false, districts: [['祖庙', 'landmark', 0, 0], ['千灯湖', 'district', 5, 3], ['佛山西站', 'station', 2, -12]] },
  { code: '230100', name: '哈尔滨', pinyin: 'haerbin', tier: 3, lat: 45.8038, lon: 126.5349, areaCode: '0451', isHot: false, districts: [['中央大街', 'district', 3, 0], ['哈尔滨西站', 'station', -5, -10], ['松北', 'area', 9, -3]] },
  { code: '360100', name: '南昌', pinyin: 'nanchang', tier: 3, lat: 28.682, lon: 115.8579, areaCode: '0791', isHot: false, districts: [['八一广场', 'landmark', 0, 3], ['红谷滩', 'area', 1, -4], ['南昌西站', 'station', -10, -10]] },
  { code: '450100', name: '南宁', pinyin: 'nanning', tier: 3, lat: 22.817, lon: 108.3665, areaCode: '0771', isHot: false, districts: [['朝阳广场', 'district', 0, -3], ['青秀山', 'landmark', -4, 6], ['南宁东站', 'station', 7, 9]] },
  { code: '460200', name: '三亚', pinyin: 'sanya', tier: 3, lat: 18.2528, lon: 109.5119, areaCode: '0898', isHot: true, districts: [['三亚湾', 'landmark', 0, -3], ['亚龙湾', 'landmark', -3, 12], ['凤凰机场', 'station', 5, -15]] },
  { code: '520100', name: '贵阳', pinyin: 'guiyang', tier: 3, lat: 26.647, lon: 106.6302, areaCode: '0851', isHot: false, districts: [['喷水池', 'district', 1, 0], ['观山湖', 'area', 3, -9], ['贵阳北站', 'station', 7, 1]] },
  { code: '620100', name: '兰州', pinyin: 'lanzhou', tier: 3, lat: 36.0611, lon: 103.8343, areaCode: '0931', isHot: false, districts: [['西关十字', 'district', 0, -1], ['正宁路', 'district', 0, 0], ['兰州西站', 'station', 1, -7]] },
  { code: '450300', name: '桂林', pinyin: 'guilin', tier: 3, lat: 25.274, lon: 110.29, areaCode: '0773', isHot: false, districts: [['正阳步行街', 'district', 1, 0], ['象鼻山', 'landmark', -1, 1], ['桂林北站', 'station', 10, 1]] },
  { code: '440400', name: '珠海', pinyin: 'zhuhai', tier: 3, lat: 22.271, lon: 113.5767, areaCode: '0756', isHot: false, districts: [['拱北口岸', 'landmark', -2, 0], ['情侣路', 'landmark', 0, 2], ['香洲', 'area', 1, 0]] },
  { code: '130100', name: '石家庄', pinyin: 'shijiazhuang', tier: 3, lat: 38.0428, lon: 114.5149, areaCode: '0311', isHot: false, districts: [['北国商城', 'district', 0, 1], ['石家庄站', 'station', -1, -1], ['正定', 'area', 12, 3]] },
  { code: '140100', name: '太原', pinyin: 'taiyuan', tier: 3, lat: 37.8706, lon: 112.5489, areaCode: '0351', isHot: false, districts: [['柳巷', 'district', 1, 1], ['太原南站', 'station', -7, 5], ['长风商务区', 'district', -3, -2]] },
  { code: '650100', name: '乌鲁木齐', pinyin: 'wulumuqi', tier: 3, lat: 43.8256, lon: 87.6168, areaCode: '0991', isHot: false, districts: [['大巴扎', 'landmark', -3, 0], ['友好路', 'district', 2, -1], ['乌鲁木齐站', 'station', 0, -6]] },
  { code: '530700', name: '丽江', pinyin: 'lijiang', tier: 3, lat: 26.8721, lon: 100.233, areaCode: '0888', isHot: false, districts: [['大研古城', 'landmark', 0, 0], ['束河古镇', 'landmark', 5, -2], ['丽江站', 'station', -5, 5]] },
]

type BrandSeed = { id: number; name: string; hotelWord: string; group: string; star: 2 | 3 | 4 | 5; /** tier-1 weekday price, yuan */ price: number; tags: string[] }

export const BRANDS: readonly BrandSeed[] = [
  { id: 1, name: '城市便捷', hotelWord: '城市便捷酒店', group: '东呈集团', star: 2, price: 259, tags: ['东呈会员价', '免费停车'] },
  { id: 2, name: '宜尚', hotelWord: '宜尚酒店', group: '东呈集团', star: 3, price: 349, tags: ['东呈会员价', '智能客房'] },
  { id: 3, name: '宜尚PLUS', hotelWord: '宜尚PLUS酒店', group: '东呈集团', star: 3, price: 429, tags: ['东呈会员价', '健身房'] },
  { id: 4, name: '怡程', hotelWord: '怡程酒店', group: '东呈集团', star: 3, price: 399, tags: ['东呈会员价', '商务中心'] },
  { id: 5, name: '柏曼', hotelWord: '柏曼酒店', group: '东呈集团', star: 4, price: 529, tags: ['东呈会员价', '设计酒店'] },
  { id: 6, name: '全季', hotelWord: '全季酒店', group: '华住集团', star: 3, price: 459, tags: ['协议价', '自助洗衣'] },
  { id: 7, name: '汉庭', hotelWord: '汉庭酒店', group: '华住集团', star: 2, price: 239, tags: ['协议价'] },
  { id: 8, name: '亚朵', hotelWord: '亚朵酒店', group: '亚朵集团', star: 4, price: 589, tags: ['协议价', '24小时书房'] },
  { id: 9, name: '如家', hotelWord: '如家酒店', group: '首旅如家', star: 2, price: 229, tags: [] },
  { id: 10, name: '希尔顿欢朋', hotelWord: '希尔顿欢朋酒店', group: '希尔顿', star: 4, price: 559, tags: ['含早优选'] },
  { id: 11, name: '万豪', hotelWord: '万豪酒店', group: '万豪国际', star: 5, price: 1199, tags: ['行政酒廊', '泳池'] },
  { id: 12, name: '洲际', hotelWord: '洲际酒店', group: '洲际酒店集团', star: 5, price: 1299, tags: ['行政酒廊', '泳池'] },
  { id: 13, name: '锦江之星', hotelWord: '锦江之星', group: '锦江酒店', star: 2, price: 219, tags: [] },
  { id: 14, name: '维也纳', hotelWord: '维也纳酒店', group: '锦江酒店', star: 3, price: 369, tags: ['协议价'] },
]

const HOTELS_PER_TIER = { 1: 24, 2: 10, 3: 6 } as const
const TIER_PRICE = { 1: 1, 2: 0.8, 3: 0.68 } as const
const ROADS = ['中山路', '人民路', '解放路', '建设路', '新华路', '和平路', '长江路', '友谊路']
const BRANCH = ['', '东', '西', '南', '北', '中心', '二', '三']
const FACILITIES = ['免费WiFi', '24小时前台', '行李寄存', '叫醒服务', '电梯', '餐厅', '会议室', '洗衣服务', '停车场', '健身房']
const REVIEW_TEXTS = [
  '位置方便，离地铁站很近，房间干净，前台服务热情。',
  '出差入住，办理入住很快，床很舒服，隔音不错。',
  '早餐品种丰富，房间比图片上还大，下次还会选择。',
  '性价比高，卫生间干净，热水稳定，就是停车位有点紧张。',
  '商务出行首选，附近吃饭方便，开票也很快。',
  '服务人员很专业，提前入住也给安排了，很贴心。',
]
const REVIEWERS = ['张', '李', '王', '刘', '陈', '杨', '赵', '黄', '周', '吴']

/** Weekday price of a room type in fen, rounded to the yuan. */
function basePriceFen(brand: BrandSeed, tier: 1 | 2 | 3, factor: number): number {
  return Math.round(brand.price * TIER_PRICE[tier] * factor) * 100
}

type Rows = Record<string, unknown[][]>

/** All catalogue rows, table by table. */
export function catalogueRows(now: Date): Rows {
  const rows: Rows = { hotel_cities: [], hotel_brands: [], hotel_business_districts: [], hotels: [], hotel_rooms: [], hotel_rate_plans: [], hotel_reviews: [] }
  for (const brand of BRANDS) rows.hotel_brands.push([brand.id, brand.name, brand.group, brand.group === '东呈集团' ? '/server-assets/banners/dossen.svg' : ''])
  let hotelId = 100000
  let reviewId = 100000
  for (const [cityIndex, city] of CITIES.entries()) {
    rows.hotel_cities.push([city.code, city.name, city.pinyin, city.tier, city.lat, city.lon, city.isHot, cityIndex + 1])
    const districtIds = city.districts.map((_, i) => Number(city.code) * 10 + i + 1)
    for (const [i, [name, kind, north, east]] of city.districts.entries()) {
      rows.hotel_business_districts.push([districtIds[i], city.code, name, kind, round6(city.lat + north / 100), round6(city.lon + east / 100), i + 1])
    }
    const count = HOTELS_PER_TIER[city.tier]
    for (let i = 0; i < count; i += 1) {
      hotelId += 1
      // Every third hotel is one of the dossen group's brands (1-5); the others cycle through all brands.
      const brand = i % 3 === 0 ? BRANDS[(cityIndex + i / 3) % 5] : BRANDS[(cityIndex * 7 + i * 5) % BRANDS.length]
      const districtIndex = i % city.districts.length
      const [districtName, , north, east] = city.districts[districtIndex]
      const jitter = (n: number) => (((hotelId * n) % 17) - 8) / 1000
      const lat = round6(city.lat + north / 100 + jitter(7))
      const lon = round6(city.lon + east / 100 + jitter(11))
      const branch = BRANCH[Math.floor(i / city.districts.length) % BRANCH.length]
      const name = `${brand.hotelWord}(${city.name}${districtName}${branch}店)`
      const score = 40 + ((hotelId * 7) % 9)
      const reviewCount = 3 + ((hotelId * 13) % 4)
      // The demo ships drawn photos without text (banner artwork with slogans was cropped on the covers).
      const images = hotelId % 2 === 0 ? [EXTERIOR_IMAGE, LOBBY_IMAGE, ROOM_IMAGE] : [LOBBY_IMAGE, EXTERIOR_IMAGE, ROOM_IMAGE]
      const facilities = FACILITIES.filter((_, f) => (hotelId + f) % 3 !== 0 || f < 4)
      const tags = [...brand.tags, ...(districtName.endsWith('站') ? ['近车站'] : [])]
      rows.hotels.push([
        hotelId, city.code, brand.id, districtIds[districtIndex], name, brand.star, score, reviewCount,
        `${city.name}${districtName}附近${ROADS[hotelId % ROADS.length]}${((hotelId * 37) % 300) + 1}号`,
        `${city.areaCode}-${String(60000000 + ((hotelId * 7919) % 30000000))}`, lat, lon, images[0], JSON.stringify(images),
        JSON.stringify(facilities), JSON.stringify(tags),
        `${name}位于${city.name}${districtName}商圈，交通便利，适合商务出行。`, 2010 + (hotelId % 14), '14:00', '12:00', i + 1,
      ])
      const executive = brand.star >= 4
      const rooms: [string, string, number, number][] = [
        ['高级大床房', '大床1.8米', 1, 22],
        ['高级双床房', '双床1.2米', 1.08, 24],
        [executive ? '行政大床房' : '商务大床房', '大床2.0米', executive ? 1.45 : 1.2, executive ? 38 : 28],
      ]
      for (const [r, [roomName, bedType, factor, area]] of rooms.entries()) {
        const roomId = hotelId * 10 + r + 1
        rows.hotel_rooms.push([
          roomId, hotelId, roomName, bedType, area + (hotelId % 5), `${3 + (r % 3)}-${12 + (hotelId % 10)}层`,
          JSON.stringify([ROOM_IMAGE]), 2, basePriceFen(brand, city.tier, factor), 8 + ((roomId % 5) * 2),
        ])
        // The last field: free cancellation ends 18:00 on the arrival day (0) or the day before (1), decision 0771.
        const plans: [string, 0 | 1 | 2, 0 | 1 | 2, number, 1 | 2, boolean, 0 | 1][] = [
          ['标准价', 0, 1, 1000, 2, false, STANDARD_RATE_FREE_CANCEL_DAYS_BEFORE],
          ['含双早', 2, 1, 1000 + Math.round(60_00 / (basePriceFen(brand, city.tier, factor) / 1000)), 2, false, 1],
          ['特惠价（不可取消）', 0, 0, 880, 2, false, 1],
        ]
        // The first room type can also be paid at the hotel, with a credit-card guarantee.
        if (r === 0) plans.push(['到店付（信用卡担保）', 1, 1, 1050, 1, true, 0])
        for (const [p, [planName, breakfast, cancelType, permille, payType, guarantee, daysBefore]] of plans.entries()) {
          rows.hotel_rate_plans.push([roomId * 10 + p + 1, roomId, planName, breakfast, cancelType, permille, payType, guarantee, p + 1, daysBefore])
        }
      }
      for (let n = 0; n < reviewCount; n += 1) {
        reviewId += 1
        const daysAgo = 3 + ((reviewId * 11) % 200)
        rows.hotel_reviews.push([
          reviewId, hotelId, `${REVIEWERS[reviewId % REVIEWERS.length]}**`, 38 + ((reviewId * 3) % 13),
          REVIEW_TEXTS[reviewId % REVIEW_TEXTS.length], rooms[n % rooms.length][0], '[]', new Date(now.getTime() - daysAgo * 86_400_000),
        ])
      }
    }
  }
  return rows
}

const EXTERIOR_IMAGE = '/server-assets/hotels/exterior.svg'
const LOBBY_IMAGE = '/server-assets/hotels/lobby.svg'
const ROOM_IMAGE = '/server-assets/hotels/room.svg'
/** The 标准价 rate cancels free until 18:00 on the arrival day (the 含双早 rate until 18:00 the day before). */
export const STANDARD_RATE_FREE_CANCEL_DAYS_BEFORE = 0

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

const COLUMNS: Record<string, string> = {
  hotel_cities: 'city_code, name, pinyin, tier, lat, lon, is_hot, sort',
  hotel_brands: 'id, name, group_name, logo_url',
  hotel_business_districts: 'id, city_code, name, kind, lat, lon, sort',
  hotels: `id, city_code, brand_id, district_id, name, star_level, score_tenths, review_count, address, phone, lat, lon, cover_image_url,
    image_urls, facilities, tags, description, open_year, check_in_time, check_out_time, sort`,
  hotel_rooms: 'id, hotel_id, name, bed_type, area_square_meters, floor, image_urls, max_occupancy, base_price_fen, rooms_per_night',
  hotel_rate_plans: 'id, room_id, name, breakfast_count, cancel_type, price_permille, pay_type, need_card_guarantee, sort, free_cancel_days_before',
  hotel_reviews: 'id, hotel_id, reviewer_name, score_tenths, content, room_name, image_urls, created_at',
}

/** Inserts the catalogue (in batches of multi-row inserts: a few hundred statements in all). */
export async function insertCatalogue(tx: Queryable, now: Date): Promise<void> {
  const rows = catalogueRows(now)
  for (const table of Object.keys(COLUMNS)) {
    const all = rows[table]
    const width = all[0]?.length ?? 0
    const batch = Math.max(1, Math.floor(2000 / Math.max(width, 1)))
    for (let start = 0; start < all.length; start += batch) {
      const chunk = all.slice(start, start + batch)
      const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * width + c + 1}`).join(', ')})`).join(', ')
      await tx.query(`insert into ${table} (${COLUMNS[table]}) values ${values}`, chunk.flat())
    }
  }
}

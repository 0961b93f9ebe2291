/**
 * The simulated map provider's places (decision 0190): real railway stations, airports, landmarks and business
 * districts of the hotel catalogue's largest cities, in GCJ-02 degrees (approximate positions as published by
 * Chinese map providers). One data file, to be swapped for a real POI provider.
 */

export type PlaceKind = 'station' | 'airport' | 'landmark' | 'business'

export type CarPoiSeed = { name: string; address: string; kind: PlaceKind; lon: number; lat: number }
export type CarCitySeed = { code: string; name: string; pinyin: string; plate: string; lon: number; lat: number; pois: readonly CarPoiSeed[] }

const p = (name: string, address: string, kind: PlaceKind, lon: number, lat: number): CarPoiSeed => ({ name, address, kind, lon, lat })

export const CAR_CITIES: readonly CarCitySeed[] = [
  {
    code: '310100', name: '上海', pinyin: 'shanghai', plate: '沪A', lon: 121.4737, lat: 31.2304,
    pois: [
      p('上海虹桥站', '闵行区申贵路1500号', 'station', 121.3205, 31.1941),
      p('上海站', '静安区秣陵路303号', 'station', 121.4557, 31.2497),
      p('上海南站', '徐汇区沪闵路9001号', 'station', 121.4299, 31.1547),
      p('虹桥国际机场T2航站楼', '长宁区申达一路', 'airport', 121.3272, 31.1976),
      p('浦东国际机场T1航站楼', '浦东新区迎宾大道6000号', 'airport', 121.8083, 31.1434),
      p('人民广场', '黄浦区人民大道', 'landmark', 121.4737, 31.2304),
      p('外滩', '黄浦区中山东一路', 'landmark', 121.4905, 31.2401),
      p('东方明珠', '浦东新区世纪大道1号', 'landmark', 121.4997, 31.2397),
      p('陆家嘴金融中心', '浦东新区陆家嘴环路', 'business', 121.5057, 31.2397),
      p('静安寺', '静安区南京西路1686号', 'business', 121.4456, 31.2231),
      p('徐家汇', '徐汇区漕溪北路', 'business', 121.4376, 31.195),
      p('世纪公园', '浦东新区锦绣路1001号', 'landmark', 121.5513, 31.2157),
      p('张江高科', '浦东新区张江路', 'business', 121.5907, 31.2057),
      p('五角场', '杨浦区邯郸路', 'business', 121.5141, 31.3022),
    ],
  },
  {
    code: '110100', name: '北京', pinyin: 'beijing', plate: '京B', lon: 116.4074, lat: 39.9042,
    pois: [
      p('北京南站', '丰台区永外大街车站路12号', 'station', 116.3786, 39.8652),
      p('北京站', '东城区毛家湾胡同甲13号', 'station', 116.4273, 39.9029),
      p('北京西站', '丰台区莲花池东路118号', 'station', 116.3219, 39.8949),
      p('首都国际机场T3航站楼', '顺义区首都机场路', 'airport', 116.6143, 40.0527),
      p('大兴国际机场', '大兴区大兴机场高速', 'airport', 116.4109, 39.5098),
      p('天安门', '东城区东长安街', 'landmark', 116.3975, 39.9087),
      p('国贸', '朝阳区建国门外大街1号', 'business', 116.4605, 39.9087),
      p('中关村', '海淀区中关村大街', 'business', 116.316, 39.9834),
      p('望京SOHO', '朝阳区阜通东大街', 'business', 116.481, 39.996),
    ],
  },
  {
    code: '440100', name: '广州', pinyin: 'guangzhou', plate: '粤A', lon: 113.2644, lat: 23.1291,
    pois: [
      p('广州南站', '番禺区石壁街道南站北路', 'station', 113.2693, 22.9887),
      p('广州站', '越秀区环市西路159号', 'station', 113.2571, 23.1491),
      p('白云国际机场T2航站楼', '白云区机场路', 'airport', 113.307, 23.3924),
      p('天河体育中心', '天河区天河路299号', 'landmark', 113.3246, 23.1388),
      p('珠江新城', '天河区珠江东路', 'business', 113.3245, 23.1199),
      p('北京路步行街', '越秀区北京路', 'business', 113.2693, 23.1253),
    ],
  },
  {
    code: '440300', name: '深圳', pinyin: 'shenzhen', plate: '粤B', lon: 114.0579, lat: 22.5431,
    pois: [
      p('深圳北站', '龙华区致远中路28号', 'station', 114.0295, 22.6094),
      p('福田站', '福田区益田路', 'station', 114.0553, 22.5385),
      p('宝安国际机场T3航站楼', '宝安区机场路', 'airport', 113.8146, 22.6241),
      p('福田CBD', '福田区深南大道', 'business', 114.0579, 22.5431),
      p('深圳湾科技园', '南山区科苑路', 'business', 113.95, 22.54),
      p('世界之窗', '南山区深南大道9037号', 'landmark', 113.9737, 22.5363),
    ],
  },
  {
    code: '330100', name: '杭州', pinyin: 'hangzhou', plate: '浙A', lon: 120.1551, lat: 30.2741,
    pois: [
      p('杭州东站', '上城区天城路1号', 'station', 120.2126, 30.2906),
      p('杭州站', '上城区环城东路1号', 'station', 120.1824, 30.2432),
      p('萧山国际机场T3航站楼', '萧山区空港大道', 'airport', 120.4344, 30.2295),
      p('西湖', '西湖区龙井路1号', 'landmark', 120.1445, 30.246),
      p('钱江新城', '上城区富春路', 'business', 120.212, 30.2485),
    ],
  },
  {
    code: '320100', name: '南京', pinyin: 'nanjing', plate: '苏A', lon: 118.7969, lat: 32.0603,
    pois: [
      p('南京南站', '雨花台区玉兰路98号', 'station', 118.7977, 31.9688),
      p('南京站', '玄武区龙蟠路111号', 'station', 118.7971, 32.0876),
      p('禄口国际机场T2航站楼', '江宁区禄口街道', 'airport', 118.8723, 31.7357),
      p('新街口', '秦淮区中山南路', 'business', 118.7844, 32.0416),
      p('夫子庙', '秦淮区贡院街', 'landmark', 118.7903, 32.0202),
    ],
  },
  {
    code: '510100', name: '成都', pinyin: 'chengdu', plate: '川A', lon: 104.0668, lat: 30.5728,
    pois: [
      p('成都东站', '成华区邛崃山路333号', 'station', 104.141, 30.6297),
      p('双流国际机场T2航站楼', '双流区机场路', 'airport', 103.9566, 30.5785),
      p('春熙路', '锦江区春熙路', 'business', 104.0811, 30.6575),
      p('天府广场', '青羊区人民南路一段', 'landmark', 104.0657, 30.6571),
    ],
  },
  {
    code: '420100', name: '武汉', pinyin: 'wuhan', plate: '鄂A', lon: 114.3055, lat: 30.5928,
    pois: [
      p('汉口站', '江汉区发展大道', 'station', 114.2566, 30.618),
      p('武汉站', '洪山区白云路', 'station', 114.424, 30.6068),
      p('天河国际机场T3航站楼', '黄陂区机场大道', 'airport', 114.2093, 30.7838),
      p('江汉路步行街', '江汉区江汉路', 'business', 114.2899, 30.583),
      p('光谷广场', '洪山区珞喻路', 'business', 114.3975, 30.5052),
    ],
  },
]

/** Radius of the green (pick-up only at marked points) area around stations and airports, metres. */
export const GREEN_AREA_RADIUS_M = 300

/** Where cars may stop inside a station's or airport's green area: name suffix and offset (east, north) in metres. */
export const PICKUP_POINTS: readonly { suffix: string; east: number; north: number }[] = [
  { suffix: '东出口网约车上车点', east: 180, north: 0 },
  { suffix: '西出口网约车上车点', east: -180, north: 0 },
  { suffix: 'P9停车场上车点', east: 0, north: -160 },
]

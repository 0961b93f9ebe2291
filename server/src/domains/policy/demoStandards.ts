import type { EnterpriseStandards, HotelStandard, OverAction } from '@domain/policy/standards'
import { ENTERPRISE } from '../platform/public'

const hotel = (caps: [number, number][], whenExceeded: OverAction): HotelStandard => ({
  nightlyCapFen: {
    1: { employee: caps[0][0], manager: caps[0][1] },
    2: { employee: caps[1][0], manager: caps[1][1] },
    3: { employee: caps[2][0], manager: caps[2][1] },
  },
  whenExceeded,
})

/**
 * The demo enterprises' standards for every product. Enterprise A (星河智联) sends over-standard hotels to
 * approval and asks a reason elsewhere; enterprise B blocks; the dossen group asks reasons; its client allows.
 */
export const DEMO_STANDARDS: Record<number, EnterpriseStandards> = {
  [ENTERPRISE.a]: {
    hotel: hotel([[60000, 120000], [45000, 80000], [35000, 60000]], 'requireApproval'),
    train: {
      seatClasses: { employee: ['二等座', '硬座', '软座'], manager: ['二等座', '一等座', '硬座', '软座'] },
      sleeperClasses: { employee: ['硬卧', '动卧'], manager: ['硬卧', '动卧', '软卧'] },
      nightTrain: { departFrom: '19:00', minHours: 6 },
      whenExceeded: 'requireReason',
    },
    flight: {
      cabins: { employee: ['economy'], manager: ['economy', 'premiumEconomy', 'business'] },
      maxFarePercent: { employee: 80, manager: null },
      minAdvanceDays: 3,
      lowestFareHours: 2,
      lowestFareToleranceFen: 5000,
      whenExceeded: 'requireReason',
    },
    car: {
      timeWindows: [{ from: '07:00', to: '10:00' }, { from: '19:00', to: '06:00' }],
      cities: null,
      useTypes: ['daily', 'airport', 'station', 'overtime'],
      levels: { employee: ['economy', 'comfort'], manager: ['economy', 'comfort', 'business'] },
      perRideCapFen: { employee: 20000, manager: 40000 },
      whenExceeded: 'requireReason',
    },
    takeout: { dailyCapFen: { employee: 10000, manager: 15000 }, whenExceeded: 'requireReason' },
  },
  [ENTERPRISE.b]: {
    hotel: hotel([[50000, 50000], [40000, 40000], [30000, 30000]], 'block'),
    train: {
      seatClasses: { employee: ['二等座', '硬座'], manager: ['二等座', '一等座'] },
      sleeperClasses: { employee: ['硬卧'], manager: ['硬卧', '软卧'] },
      nightTrain: { departFrom: '20:00', minHours: 8 },
      whenExceeded: 'block',
    },
    flight: {
      cabins: { employee: ['economy'], manager: ['economy'] },
      maxFarePercent: { employee: 70, manager: 90 },
      minAdvanceDays: 5,
      lowestFareHours: 1,
      lowestFareToleranceFen: 0,
      whenExceeded: 'block',
    },
    car: {
      timeWindows: [{ from: '21:00', to: '06:00' }],
      cities: ['北京', '上海', '广州', '深圳'],
      useTypes: ['airport', 'station', 'overtime'],
      levels: { employee: ['economy'], manager: ['economy', 'comfort'] },
      perRideCapFen: { employee: 10000, manager: 20000 },
      whenExceeded: 'block',
    },
    takeout: { dailyCapFen: { employee: 6000, manager: 8000 }, whenExceeded: 'block' },
  },
  [ENTERPRISE.dossen]: {
    hotel: hotel([[50000, 80000], [40000, 60000], [30000, 45000]], 'requireReason'),
    train: {
      seatClasses: { employee: ['二等座'], manager: ['二等座', '一等座'] },
      sleeperClasses: { employee: ['硬卧'], manager: ['软卧'] },
      nightTrain: { departFrom: '19:00', minHours: 6 },
      whenExceeded: 'requireReason',
    },
    flight: {
      cabins: { employee: ['economy'], manager: ['economy', 'business'] },
      maxFarePercent: { employee: null, manager: null },
      minAdvanceDays: null,
      lowestFareHours: 2,
      lowestFareToleranceFen: 10000,
      whenExceeded: 'requireReason',
    },
    car: null,
    takeout: { dailyCapFen: { employee: 8000, manager: 12000 }, whenExceeded: 'requireReason' },
  },
  [ENTERPRISE.dossenClient]: {
    hotel: hotel([[45000, 45000], [35000, 35000], [30000, 30000]], 'allow'),
    train: null,
    flight: null,
    car: null,
    takeout: null,
  },
}

/** The demo reasons per enterprise: [product or null for every product, text]. */
export const DEMO_REASONS: Record<number, [string | null, string][]> = {
  [ENTERPRISE.a]: [
    [null, '符合差标的选项已售罄'],
    [null, '客户或会议指定'],
    [null, '行程时间紧急'],
    ['hotel', '协议酒店满房'],
    ['hotel', '距离办事地点较近，节省交通费'],
    ['train', '符合差标的席别无票'],
    ['flight', '低价航班时间不合适'],
  ],
  [ENTERPRISE.b]: [[null, '符合差标的选项已售罄'], [null, '领导同行']],
  [ENTERPRISE.dossen]: [[null, '符合差标的选项已售罄'], ['hotel', '陪同客户入住']],
}

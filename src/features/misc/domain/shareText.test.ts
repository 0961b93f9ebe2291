import { shareCard, shareText } from './shareText'

const trip = {
  OrderNo: 'F1', ProductType: 5, Title: '北京 - 上海 CA1831', Description: '中国国际航空 CA1831 经济舱', StartTime: '2026-06-01T08:00:00+08:00',
  EndTime: '2026-06-01T10:15:00+08:00', DepartureName: '北京首都国际机场T3', ArrivalName: '上海虹桥国际机场T2', TravellerName: '张伟',
  Status: 'ticketed', StatusName: '已出票', Amount: 128000, IsRead: true,
} as const

describe('share card', () => {
  it('names who, what, when and where, never the price', () => {
    const card = shareCard(trip as never, '机票')
    expect(card.title).toBe('张伟的机票行程：北京 - 上海 CA1831')
    expect(card.lines).toEqual(['2026-06-01 08:00 至 2026-06-01 10:15', '北京首都国际机场T3 → 上海虹桥国际机场T2', '中国国际航空 CA1831 经济舱'])
    expect(shareText(card, 'https://m.tripwise.cn/x')).not.toContain('1280')
    expect(shareText(card, 'https://m.tripwise.cn/x').split('\n').at(-1)).toBe('https://m.tripwise.cn/x')
  })
})

import type { TrainNotice } from '@api/train'
import { TrainNoticeStore } from './TrainNoticeStore'

const notice = (NoticeId: number, IsRead = false): TrainNotice => ({
  NoticeId, Kind: 'GrabBooked', Title: '抢票成功', Body: '2099-11-25 G1 北京南→上海虹桥 二等座1张已为您抢到', OrderNo: `T${NoticeId}`, TaskNo: 'Q1', CreatedAt: '2099-11-24T10:00:00+08:00', IsRead,
})

describe('TrainNoticeStore', () => {
  it('keeps the unread notices; opening one reads it and answers its order', async () => {
    const readNotices = jest.fn().mockResolvedValue({ Notices: [], UnreadCount: 0 })
    const store = new TrainNoticeStore({ notices: jest.fn().mockResolvedValue({ Notices: [notice(2), notice(1, true)], UnreadCount: 1 }), readNotices })
    await store.fetch()
    expect(store.unread.map((n) => n.NoticeId)).toEqual([2])
    expect(await store.open(store.unread[0])).toBe('T2')
    expect(readNotices).toHaveBeenCalledWith([2])
    expect(store.unread).toEqual([])
  })
  it('shows nothing when the notices cannot be read', async () => {
    const store = new TrainNoticeStore({ notices: jest.fn().mockRejectedValue(new Error('网络异常')), readNotices: jest.fn() })
    await store.fetch()
    expect(store.unread).toEqual([])
  })
})

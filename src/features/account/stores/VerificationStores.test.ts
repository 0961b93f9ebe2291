import type { VerificationApi } from '../api/accountExtrasApi'
import { CampusAuthStore, FaceCaptureStore, FaceFormStore } from './VerificationStores'

const none = { Status: 'none' as const, Role: '' as const, Name: '', School: '', Number: '', EnrollYear: null, Reason: '', ValidUntil: '' }
const pending = { VerifyId: 'v', Scene: 'self' as const, Status: 'pending' as const, Name: '张三', MaskedIdNo: '110***********002X', Score: null, Reason: '' }

function api(overrides: Partial<VerificationApi> = {}): VerificationApi {
  return {
    uploadImage: async () => '/f/1',
    campusInfo: async () => none,
    campusSubmit: async () => ({ ...none, Status: 'verified', ValidUntil: '2029-08-31' }),
    campusSchools: async () => ({ Schools: ['北京大学'] }),
    faceStart: async () => ({ VerifyId: 'v', ExpireSeconds: 600 }),
    faceSubmit: async () => ({ ...pending, Status: 'failed', Score: 0, Reason: '照片不清晰' }),
    faceResult: async () => pending,
    ...overrides,
  }
}

describe('CampusAuthStore', () => {
  it('fills the member name once; a later show keeps what was typed', async () => {
    const store = new CampusAuthStore(api(), '张三', 2026, () => 'r')
    await store.fetch()
    expect(store.form.name).toBe('张三')
    store.set('number', '518030910001')
    await store.attach('blob:1')
    await store.fetch()
    expect([store.form.number, store.form.cardImageUrl]).toEqual(['518030910001', '/f/1'])
  })

  it("shows the provider's reason of a rejection", async () => {
    const store = new CampusAuthStore(api({ campusSubmit: async () => ({ ...none, Status: 'rejected', Reason: '未查询到该学校' }) }), '张三', 2026, () => 'r')
    await store.fetch()
    Object.assign(store.form, { school: '北京大学', number: '518030910001', enrollYear: '2024', cardImageUrl: '/f/1' })
    expect(await store.submit()).toBe(true)
    expect([store.showsForm, store.submitting.errorMessage]).toEqual([true, '未查询到该学校'])
  })
})

describe('FaceFormStore and FaceCaptureStore', () => {
  it('keeps one reqId until a start succeeds', async () => {
    const ids: string[] = []
    let calls = 0
    const store = new FaceFormStore(api({ faceStart: async (_b, reqId) => { ids.push(reqId); if (++calls === 1) throw { Msg: '网络异常' }; return { VerifyId: 'v', ExpireSeconds: 600 } } }), 'self', '张三', () => `r${calls}`)
    store.set('idNo', '11010519491231002x')
    expect(await store.start()).toBeNull()
    expect(store.submitting.errorMessage).toBe('网络异常')
    expect(await store.start()).toBe('v')
    expect(ids).toEqual(['r0', 'r0'])
  })

  it('does not reload over an answer', async () => {
    let reads = 0
    const store = new FaceCaptureStore(api({ faceResult: async () => (reads++, pending) }), 'v')
    await store.fetch()
    expect(await store.capture('blob:1')).toBe(false)
    expect(store.result?.Status).toBe('failed')
    await store.fetch()
    expect([reads, store.result?.Status]).toEqual([1, 'failed'])
  })
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertEnvelope, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const UPLOAD = '/tripwise-m-api/common/upload'
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

function multipart(file: Buffer, name = 'photo.png', type = 'image/png') {
  const boundary = '----tripwise-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(file: Buffer, token?: string, name?: string, type?: string) {
  const { payload, headers } = multipart(file, name, type)
  return assertEnvelope(await t.app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, ...(token ? { token } : {}) } }))
}

test('common/upload keeps one image (checked by its bytes) and common/file serves it', async () => {
  assert.equal((await upload(PNG)).Code, '8000')
  const token = await t.login(PHONE.employee)
  const answer = await upload(PNG, token)
  assert.equal(answer.Code, '0000', answer.Msg)
  assert.match(answer.Data.Url, /^\/tripwise-m-api\/common\/file\/[0-9a-f]{32}$/)
  const served = await t.app.inject({ method: 'GET', url: answer.Data.Url })
  assert.equal(served.statusCode, 200)
  assert.equal(served.headers['content-type'], 'image/png')
  assert.deepEqual(served.rawPayload, PNG)

  const text = await upload(Buffer.from('not an image at all'), token, 'a.png', 'image/png')
  assert.deepEqual([text.Code, text.Msg], ['4000', '仅支持 JPG、PNG、GIF、WebP 格式的图片'])
  const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), token)
  assert.deepEqual([big.Code, big.Msg], ['4000', '图片不能超过5MB'])
  const json = await t.post(UPLOAD, { file: 'x' }, { token })
  assert.deepEqual([json.Code, json.Msg], ['4000', '请选择要上传的图片'])
  const missing = await t.app.inject({ method: 'GET', url: `/tripwise-m-api/common/file/${'0'.repeat(32)}` })
  assert.equal(missing.statusCode, 404)
  assert.equal(missing.json().Code, '4004')
})

test('feedback takes up to 3 of the caller’s own uploads', async () => {
  const token = await t.login(PHONE.employee)
  const mine = (await upload(PNG, token)).Data.Url as string
  const others = (await upload(PNG, await t.login(PHONE.manager))).Data.Url as string
  const body = { FeedbackType: 2, Content: '酒店详情页希望能看到更多房型图片', ContactPhone: '13800000001' }
  const saved = await t.post('/tripwise-m-api/dmm/feedback/save', { ...body, ImageUrls: [mine] }, { token })
  assert.equal(saved.Code, '0000', saved.Msg)
  const { rows } = await t.app.db.query<{ image_urls: string[] }>('select image_urls from feedback where id = $1', [Number(saved.Data.FeedbackId)])
  assert.deepEqual(rows[0].image_urls, [mine])
  const foreign = await t.post('/tripwise-m-api/dmm/feedback/save', { ...body, ImageUrls: [others] }, { token })
  assert.deepEqual([foreign.Code, foreign.Msg], ['4000', '图片无效，请重新上传'])
  assert.equal((await t.post('/tripwise-m-api/dmm/feedback/save', { ...body, ImageUrls: [mine, mine, mine, mine] }, { token })).Code, '4000')
})

test('the bytes live in the upload store, not in the database (a big upload holds no database connection)', async () => {
  const token = await t.login(PHONE.approver)
  const answer = await upload(PNG, token)
  const id = String(answer.Data.Url).split('/').pop() as string
  const { rows } = await t.app.db.query<{ stored: number | null; byte_size: number }>('select octet_length(bytes) as stored, byte_size from uploads where id = $1', [id])
  assert.deepEqual(rows[0], { stored: null, byte_size: PNG.length })
  assert.deepEqual(await t.app.uploadStore.get(id), PNG)
})

test('more than 20 uploads a minute by one member answer 4029; another member is not affected', async () => {
  const token = await t.login(PHONE.finance)
  const codes: string[] = []
  for (let i = 0; i < 21; i += 1) codes.push((await upload(PNG, token)).Code)
  assert.deepEqual(codes.slice(0, 20), Array(20).fill('0000'))
  const limited = await upload(PNG, token)
  assert.deepEqual([limited.Code, limited.Msg], ['4029', '上传过于频繁，请稍后再试'])
  assert.equal((await upload(PNG, await t.login(PHONE.dossenSale))).Code, '0000')
})

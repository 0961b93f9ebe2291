// Issue 13 item 9: hotel photos are shown cropped (aspectFill), so the simulated catalogue's pictures carry
// no lettering (the banner artwork it used showed 呈会员 / 员 商旅专享 on the covers).
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { test } from 'node:test'
import { setupFile } from './helper'

const t = setupFile({ orderJobs: false })

test('every hotel and room picture exists and has no text in it', async () => {
  const { rows } = await t.app.db.query<{ url: string }>(
    `select distinct jsonb_array_elements_text(image_urls::jsonb) as url from hotels
     union select distinct cover_image_url from hotels
     union select distinct jsonb_array_elements_text(image_urls::jsonb) from hotel_rooms`,
  )
  assert.ok(rows.length > 0)
  for (const { url } of rows) {
    assert.match(url, /^\/server-assets\//)
    const file = new URL(`../public/${url.replace('/server-assets/', '')}`, import.meta.url)
    assert.ok(existsSync(file), `${url} exists`)
    assert.doesNotMatch(readFileSync(file, 'utf8'), /<text/, `${url} has no lettering`)
  }
})

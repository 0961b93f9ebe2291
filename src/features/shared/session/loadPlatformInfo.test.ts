import { testRoot } from '@test/shell/stores'
import type { RequestFn } from '@/core/http/types'
import { loadPlatformInfo } from './loadPlatformInfo'

function rootWithCalls() {
  const bodies: unknown[] = []
  const request = (async (_m: string, _p: string, body?: object) => {
    bodies.push(body)
    return { Code: '0000', Msg: '', Data: {} }
  }) as RequestFn
  return { root: testRoot(request), bodies }
}

it("asks for the member's agent platform and enterprise", async () => {
  const { root, bodies } = rootWithCalls()
  root.settings.applyLogin({ MemberId: 'm', Token: 't', EnterpriseId: '300', PlatId: '1004' })
  await loadPlatformInfo(root)
  expect(bodies.at(-1)).toMatchObject({ agentPlatId: '1004', enterpriseId: '300', clientType: 'h5' })
})

it('falls back to the stored platform id', async () => {
  const { root, bodies } = rootWithCalls()
  root.settings.update({ platId: '1001' })
  await loadPlatformInfo(root)
  expect(bodies.at(-1)).toMatchObject({ agentPlatId: '1001' })
  expect(bodies.at(-1)).not.toHaveProperty('enterpriseId', expect.anything())
})

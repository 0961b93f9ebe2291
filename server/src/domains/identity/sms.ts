import type { FastifyBaseLogger } from 'fastify'
import type { VerificationScene } from '../../../../types/api/b2b'

export type SmsMessage = { phone: string; scene: VerificationScene; code: string; expireMinutes: number }

/** What a real SMS provider (Aliyun, Tencent Cloud...) implements: send one verification code. */
export type SmsGateway = {
  readonly name: string
  sendCode(message: SmsMessage): Promise<void>
}

/**
 * The embedded default: no SMS leaves the machine; the code is written to the server log so that a
 * developer or tester can read it. Never use in production.
 */
export function createLogSmsGateway(log: FastifyBaseLogger): SmsGateway {
  return {
    name: 'log',
    async sendCode({ phone, scene, code, expireMinutes }) {
      log.info({ sms: { phone, scene, code } }, `【短信验证码】${phone} ${scene}: ${code}（${expireMinutes}分钟内有效）`)
    },
  }
}

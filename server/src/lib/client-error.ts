import type { Socket } from 'node:net'
import { ResultCode } from '../../../types/api/codes'
import { envelope } from './answer'

type ParserError = Error & { code?: string }

/** Node's HTTP parser codes a client can cause, with the status and message it is answered with. */
function answerFor(error: ParserError): { status: number; reason: string; msg: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', msg: '请求超时，请重试' }
    default:
      return { status: 400, reason: 'Bad Request', msg: '请求格式错误' }
  }
}

/**
 * Requests Node's parser refuses before Fastify sees them (bad chunked encoding, Content-Length with
 * Transfer-Encoding, duplicate Content-Length, oversized headers) are answered in the envelope too, then the
 * connection is closed: after a framing error the rest of the stream cannot be trusted.
 */
export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, reason, msg } = answerFor(error)
  const body = JSON.stringify(envelope(ResultCode.invalidInput, msg, null))
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

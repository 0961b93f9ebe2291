import type { Transport, TransportError, TransportRequest, TransportResponse } from '@/core/http/transport'

export type PendingCall = {
  request: TransportRequest
  isAborted: boolean
  respond(statusCode: number, data: unknown): void
  fail(error: TransportError): void
}

/** A transport whose calls stay pending until the test answers them. */
export function createFakeTransport() {
  const calls: PendingCall[] = []
  const transport: Transport = (request) => {
    let resolve!: (response: TransportResponse) => void
    let reject!: (error: TransportError) => void
    const response = new Promise<TransportResponse>((res, rej) => {
      resolve = res
      reject = rej
    })
    const call: PendingCall = {
      request,
      isAborted: false,
      respond: (statusCode, data) => resolve({ statusCode, data }),
      fail: (error) => reject(error),
    }
    calls.push(call)
    return {
      response,
      abort: () => {
        call.isAborted = true
        reject({ kind: 'abort', message: 'request:fail abort' })
      },
    }
  }
  const last = () => calls[calls.length - 1]
  return { transport, calls, last }
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

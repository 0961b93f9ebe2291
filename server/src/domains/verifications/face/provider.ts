import { createHash } from 'node:crypto'
import { isResidentIdCard } from '@domain/identity/idCard'

export type FaceClaim = { name: string; idNo: string; photo: Buffer }
export type FaceAnswer = { passed: boolean; score: number; reason: string }

/**
 * Who compares a live photo with the portrait of the ID card (a real one calls the public-security portrait
 * service through a licensed vendor); answers a similarity score 0-100 and whether it passes.
 */
export type FaceProvider = {
  readonly name: string
  compare(claim: FaceClaim): Promise<FaceAnswer>
}

/** Below this many bytes a photo is too small to show a face the service could compare. */
export const MIN_PHOTO_BYTES = 2048
export const PASS_SCORE = 80


/**
 * The simulated service: the ID must have a valid check digit (the real one finds no portrait otherwise), the
 * photo must be large enough; the score is a stable function of the ID and the photo (80-99), so the same photo
 * always gets the same answer.
 */
export function createSimulatedFaceProvider(): FaceProvider {
  return {
    name: 'simulated',
    async compare({ idNo, photo }) {
      if (!isResidentIdCard(idNo)) return { passed: false, score: 0, reason: '身份证号码无效，未查询到对应的证件照' }
      if (photo.length < MIN_PHOTO_BYTES) return { passed: false, score: 0, reason: '照片不清晰，请在光线充足处正对镜头重新拍摄' }
      const digest = createHash('sha256').update(idNo).update(photo).digest()
      const score = PASS_SCORE + (digest[0] % 20)
      return { passed: true, score, reason: '' }
    },
  }
}

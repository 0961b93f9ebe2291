import type { FaceScene, FaceStatus } from '@api/index'

export type FaceVersion = 'v1' | 'v2' | 'v3'

/** The capture page of each version (the spec's index, index2.0, index3.0). */
export const FACE_INDEX_ROUTES = {
  v1: 'common2.0/facialVerification/index',
  v2: 'common2.0/facialVerification/index2.0',
  v3: 'common2.0/facialVerification/index3.0',
} as const

export function faceVersion(value: string | undefined): FaceVersion {
  return value === 'v2' || value === 'v3' ? value : 'v1'
}

/** What each version asks of the photo: 2.0 adds the no-glasses rule, 3.0 also names whose face it is. */
export function faceTips(version: FaceVersion, scene: FaceScene | null): string[] {
  const tips = ['请在光线充足的地方，正对镜头拍摄', '保持面部完整、清晰，不要遮挡']
  if (version !== 'v1') tips.push('请摘下眼镜、帽子和口罩')
  if (version === 'v3' && scene) tips.unshift(scene === 'self' ? '本人核验：请拍摄您本人的正面照片' : '新用户核验：请拍摄新用户本人的正面照片')
  return tips
}

export const FACE_STATUS_TEXT: Record<FaceStatus, string> = {
  pending: '待拍摄',
  passed: '核验通过',
  failed: '核验未通过',
  expired: '核验已超时',
}

/** Where the camera is: the mini-programs take a photo; H5 lets the user pick a file or take one. */
export function photoSources(isH5: boolean): ('camera' | 'album')[] {
  return isH5 ? ['camera', 'album'] : ['camera']
}

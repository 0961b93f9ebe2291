import { isH5Build, miniProgramApiBase, webLocation } from '@/core/platform/env'

/**
 * The web origin serving the H5 build (and so /hybrid/html/): the page's own origin on H5; in the
 * mini-programs the platform's H5 host when known, else the server the build talks to.
 */
export function webOrigin(hostUrl?: string): string {
  if (isH5Build()) return webLocation().origin
  return hostUrl?.trim() || miniProgramApiBase()
}

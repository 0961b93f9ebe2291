import { autorun } from 'mobx'
import { applyBrandVariables, type BrandColors } from '@/core/brand'

/**
 * H5: the brand's colours on the document root, kept in step with the platform info; every page, the tab
 * bar and overlays outside a page inherit them. Mini-programs have no document: PageLayout sets them on
 * each page's wrapper. Returns the disposer.
 */
export function keepBrandOnDocument(colors: () => BrandColors, doc: Pick<Document, 'documentElement'> | null = globalThis.document ?? null): () => void {
  if (!doc?.documentElement) return () => undefined
  return autorun(() => applyBrandVariables(doc.documentElement, colors()))
}

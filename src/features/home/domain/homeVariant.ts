export type HomeVariant = 'index' | 'index2' | 'index3' | 'dossen'

export type HomeLayout = {
  /** Bonus-points enterprises (index 3.0) and the hotel group show the points and mall status. */
  showsPoints: boolean
  /** index 2.0 shows products as large cards; the others as a grid. */
  entryStyle: 'grid' | 'cards'
}

const LAYOUTS: Record<HomeVariant, HomeLayout> = {
  index: { showsPoints: false, entryStyle: 'grid' },
  index2: { showsPoints: false, entryStyle: 'cards' },
  index3: { showsPoints: true, entryStyle: 'grid' },
  dossen: { showsPoints: true, entryStyle: 'grid' },
}

export function homeVariant(value: string | undefined): HomeVariant {
  return value === 'index2' || value === 'index3' || value === 'dossen' ? value : 'index'
}

export function homeLayout(variant: HomeVariant): HomeLayout {
  return LAYOUTS[variant]
}

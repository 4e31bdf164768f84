/**
 * What the home components read of the content feature's records (src/features/content, which a
 * feature may not import). Structural: the page passes its Banner and Winner values as they are,
 * and the generic components hand the same objects back in their callbacks.
 */
export type BannerItem = {
  readonly id: string
  /** Image of a home banner. */
  readonly url: string
  /** Click target; for m_video banners, the video link. */
  readonly linkage: string
  readonly title: string
}

export type WinnerItem = {
  readonly iconUrl: string
  readonly gameName: string
  /** Arrives masked from the platform. */
  readonly customerName: string
  readonly winAmount: number
  readonly recordId: string
}

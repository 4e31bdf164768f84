import type { VendorName } from '../games-schema'
import { LazyImage } from './lazy-image'
import './vendor-tile.css'

export type VendorTileProps = {
  vendor: VendorName
  /** Launches the vendor (or opens its game list; the page decides by isGameH5). */
  onLaunch: (vendor: VendorName) => void
  className?: string | undefined
}

/** SPEC §2 Vendor tile: large mobile icon (default on error) and display name; a button. */
export function VendorTile({ vendor, onLaunch, className }: VendorTileProps) {
  return (
    <button type="button" className={['vendor-tile', className].filter(Boolean).join(' ')} onClick={() => onLaunch(vendor)}>
      <LazyImage className="vendor-tile__image" variant="vendor" src={vendor.mobileLargeIcon} alt="" />
      <span className="vendor-tile__name two-lines">{vendor.displayName}</span>
    </button>
  )
}

export default VendorTile

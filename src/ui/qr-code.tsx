import { create } from 'qrcode'
import { useMemo } from 'react'
import './qr-code.css'

export interface QrCodeProps {
  /** What a camera reads: an address, an `otpauth://` key, a payment string. */
  readonly value: string
  /** What a screen reader hears instead of the squares. */
  readonly label: string
  /** Rendered width and height in CSS pixels. */
  readonly size?: number
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const quietZone = 4

/** One path of unit squares, one per dark module: crisp at any size, no canvas, no HTML injection. */
export const qrPath = (value: string) => {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  const squares: string[] = []
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.data[y * modules.size + x]) squares.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`)
    }
  }
  return { extent: modules.size + 2 * quietZone, d: squares.join('') }
}

/**
 * A QR code drawn as SVG. Always dark on a light ground, in both themes: phone cameras and
 * authenticator apps read inverted codes badly.
 */
export function QrCode({ value, label, size = 192 }: QrCodeProps) {
  const { extent, d } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}

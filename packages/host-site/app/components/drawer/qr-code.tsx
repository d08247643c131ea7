/** A QR code drawn as inline SVG (one path, a 4-module quiet zone). */
import { useMemo } from 'react';
import { qrMatrix } from './qr-matrix.ts';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (up to `QR_MAX_BYTES` of qr-matrix.ts). */
  value: string;
  /** Accessible description. */
  label: string;
  size?: number;
}

/** The QR code of `value`. */
export function QrCode({ value, label, size = 120 }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const matrix = qrMatrix(value);
    let d = '';
    matrix.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      });
    });
    return { path: d, extent: matrix.length + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

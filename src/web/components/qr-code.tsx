import { useEffect, useState } from 'react';

type Props = { value: string; size?: number; label: string };

/** A QR code of `value`, drawn in the browser (no remote service), as an image with an accessible name. */
export function QrCode({ value, size = 168, label }: Props) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder loads only when a QR code is shown.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f2f2c' } }),
      )
      .then((url) => current && setSrc(url))
      .catch(() => current && setSrc(null));
    return () => {
      current = false;
    };
  }, [value, size]);

  return src ? (
    <img src={src} width={size} height={size} alt={label} data-qr-value={value} />
  ) : (
    <span role="img" aria-label={label} style={{ display: 'inline-block', width: size, height: size }} />
  );
}

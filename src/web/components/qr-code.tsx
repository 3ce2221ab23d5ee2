import { useEffect, useState } from 'react';

type Props = { value: string; size?: number; label: string };

/** A QR code of `value`, drawn in the browser as an SVG (no remote service), as an image with an accessible name. */
export function QrCode({ value, size = 168, label }: Props) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder loads only when a QR code is shown.
    Promise.all([import('lean-qr'), import('lean-qr/extras/svg')])
      .then(([{ correction, generate }, { toSvgDataURL }]) =>
        toSvgDataURL(generate(value, { minCorrectionLevel: correction.M }), {
          on: '#0f2f2c',
          off: '#ffffff',
          pad: 1,
          width: size,
          height: size,
        }),
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

import { useEffect, useState } from 'react';

/** The QR code of an otpauth:// URI, drawn in the browser (the secret never goes to a third party). */
export function useQrCode(uri: string | null): string | null {
  // Kept with the URI it draws, so a new enrolment never shows the previous code.
  const [drawn, setDrawn] = useState<{ uri: string; dataUrl: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (!uri) return undefined;
    // Loaded on demand: only this panel needs the encoder.
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 360, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => !cancelled && setDrawn({ uri, dataUrl }));
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return drawn && drawn.uri === uri ? drawn.dataUrl : null;
}

import { lazy, Suspense } from 'react';

// The shared QR component (the till's LankaQR dialog draws with it too) in its own chunk: a
// display that never shows a code never downloads the encoder.
const QrCode = lazy(() => import('#client/components/qr/qr-code').then((m) => ({ default: m.QrCode })));

const SIZE = 'size-[min(40vh,26rem)]';

/** The sale's LankaQR code, large on white with its quiet zone (a phone reads it from 1–2 m). */
export function DisplayQr({ payload, label }: { payload: string; label: string }) {
  return (
    <div className="rounded-2xl bg-white p-2">
      <Suspense fallback={<div className={SIZE} />}>
        <QrCode payload={payload} label={label} size={448} className={SIZE} testId="display-qr" />
      </Suspense>
    </div>
  );
}

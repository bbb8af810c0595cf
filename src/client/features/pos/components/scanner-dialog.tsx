import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (opts?: { formats?: string[] }) => BarcodeDetectorLike;

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'];

function detectorCtor(): BarcodeDetectorCtor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
}

/**
 * Camera scanning: the browser's BarcodeDetector where present, otherwise the ZXing decoder,
 * loaded on demand (a separate chunk). Without a camera, or when permission is denied, it says so
 * and how else to scan.
 */
export function ScannerDialog({
  open,
  onClose,
  onCode,
  formats = FORMATS,
  title,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
  /** BarcodeDetector format names; the retail barcodes by default (Settings asks for `qr_code`: the shop's LankaQR). */
  formats?: string[];
  /** The dialog's title when it scans something else than a product. */
  title?: string;
}) {
  const { t } = useTranslation('pos');
  const { video, error, setError, supported } = useCameraScan(open, formats, onCode);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t('scanner.close')}>
        <DialogHeader>
          <DialogTitle>{title ?? t('scanner.title')}</DialogTitle>
          <DialogDescription>{t('scanner.description')}</DialogDescription>
        </DialogHeader>
        {!supported ? (
          <Alert>
            <AlertDescription>{t('scanner.unsupported')}</AlertDescription>
          </Alert>
        ) : error ? (
          <Alert variant="destructive">
            <AlertDescription>{t('scanner.denied', { message: error })}</AlertDescription>
          </Alert>
        ) : (
          <video ref={video} className="aspect-video w-full rounded-md bg-black" muted playsInline aria-label={t('scanner.starting')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The camera's stream while `open`, read by BarcodeDetector or ZXing until a code is found; why it cannot be, in `error`. */
function useCameraScan(open: boolean, formats: string[], onCode: (code: string) => void) {
  const { t } = useTranslation('pos');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!open || !supported) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let zxing: { stop: () => void } | undefined;
    const Ctor = detectorCtor();
    const detector = Ctor ? new Ctor({ formats }) : undefined;
    const tick = async () => {
      if (stopped || !video.current || !detector) return;
      try {
        const found = await detector.detect(video.current);
        if (found[0]?.rawValue) {
          onCode(found[0].rawValue);
          return;
        }
      } catch {
        // a frame that cannot be read yet: try the next one
      }
      timer = setTimeout(tick, 200);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((tr) => tr.stop());
        if (!detector) {
          // No BarcodeDetector (Firefox, Safari…): ZXing decodes the same stream.
          const { startZxingScan } = await import('../lib/zxing-scanner');
          if (stopped || !video.current) return;
          zxing = await startZxingScan(s, video.current, onCode, formats);
          if (stopped) zxing.stop();
          return;
        }
        video.current.srcObject = s;
        await video.current.play().catch(() => {});
        void tick();
      })
      .catch((e: unknown) => {
        const name = e instanceof Error ? e.name : '';
        if (name === 'NotAllowedError' || name === 'SecurityError') setError(t('scanner.permissionDenied'));
        else if (name === 'NotFoundError' || name === 'OverconstrainedError') setError(t('scanner.noCamera'));
        else setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      zxing?.stop();
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [open, supported, onCode, t, formats]);
  return { video, error, setError, supported };
}

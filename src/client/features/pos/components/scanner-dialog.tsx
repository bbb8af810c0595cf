import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui';

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<DetectedBarcode[]> };
type BarcodeDetectorCtor = new (opts?: { formats?: string[] }) => BarcodeDetectorLike;

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'];

function detectorCtor(): BarcodeDetectorCtor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
}

/** Camera scanning with the browser's BarcodeDetector; where there is none, says how else to scan. */
export function ScannerDialog({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (code: string) => void }) {
  const { t } = useTranslation('pos');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && !!detectorCtor() && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!open || !supported) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const Ctor = detectorCtor()!;
    const detector = new Ctor({ formats: FORMATS });
    const tick = async () => {
      if (stopped || !video.current) return;
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
        video.current.srcObject = s;
        await video.current.play().catch(() => {});
        void tick();
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((tr) => tr.stop());
    };
  }, [open, supported, onCode]);

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
          <DialogTitle>{t('scanner.title')}</DialogTitle>
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

import { useEffect, useState } from 'react';
import { afterOpening } from './idle';

/** False until the opening screen has its data and the browser is idle (lib/idle.ts). */
export function useAfterOpening(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterOpening(() => setReady(true)), []);
  return ready;
}

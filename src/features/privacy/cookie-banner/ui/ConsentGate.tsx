import { useEffect, useState } from 'react';
import { whenTakenOver } from '@/shared/lib';
import { ConsentBanner } from './ConsentBanner';

/**
 * The banner once the page is the browser's: never in the server's HTML, and not while the page's
 * buttons do not answer yet.
 */
export function ConsentGate() {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => whenTakenOver(() => setTakenOver(true)), []);
  return takenOver ? <ConsentBanner /> : null;
}

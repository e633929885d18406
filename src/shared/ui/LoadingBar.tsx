import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '../config/loading-bar';
import styles from './LoadingBar.module.css';

export interface LoadingBarProps {
  /** True while something loads (a page chunk, say). */
  active: boolean;
  /** Bar colour; the page theme's by default. */
  color?: string;
  duration?: number;
  /** Loads shorter than this never show the bar. */
  throttle?: number;
  hideDelay?: number;
  resetDelay?: number;
  height?: number;
}

type Phase = 'idle' | 'running' | 'finishing' | 'hidden';

/** A thin progress bar at the top of the page while a route loads. */
export function LoadingBar({
  active,
  color,
  duration = LOADING_BAR.duration,
  throttle = LOADING_BAR.throttle,
  hideDelay = LOADING_BAR.hideDelay,
  resetDelay = LOADING_BAR.resetDelay,
  height = LOADING_BAR.height,
}: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const shown = useRef(false);

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => {
        shown.current = true;
        setPhase('running');
      }, throttle);
      return () => clearTimeout(timer);
    }
    if (!shown.current) return;
    setPhase('finishing');
    const hide = setTimeout(() => setPhase('hidden'), hideDelay);
    const reset = setTimeout(() => {
      shown.current = false;
      setPhase('idle');
    }, hideDelay + resetDelay);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [active, throttle, hideDelay, resetDelay]);

  if (phase === 'idle') return null;
  const width = phase === 'running' ? '85%' : '100%';
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-hidden="true"
      data-phase={phase}
      style={{
        height,
        width,
        opacity: phase === 'hidden' ? 0 : 1,
        transitionDuration: phase === 'running' ? `${duration}ms, 0ms` : `200ms, ${resetDelay}ms`,
        ...(color ? { background: color } : {}),
      }}
    />
  );
}

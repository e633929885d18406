import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import styles from './LazyImage.module.css';

/** The seed's observer margins: a picture loads 200 px before it scrolls into view from below, 100 px from above. */
export const LAZY_IMAGE_MARGIN = '200px 0px 100px 0px';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'loading'> {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A picture that loads when it nears the viewport (at once where the browser cannot tell). The server
 * and the browser's first render draw it without its source, so that both agree; the observer then
 * gives it its source.
 */
export function LazyImage({ src, className, ...props }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);

  return <img ref={ref} src={near ? src : undefined} data-src={src} className={[styles.image, className].filter(Boolean).join(' ')} {...props} />;
}

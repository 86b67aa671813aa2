import { useEffect, useRef, useState } from 'react';
import { cx } from '../ui/cx.ts';
import styles from './product-image.module.css';

/**
 * A product picture, or a neutral drawn placeholder when the product has none or its address does not
 * load. `alt` is '' where the product's name is already next to it (the catalogue's cards).
 */
export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // An error before hydration fired no handler: a finished image without pixels failed then.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(element.getAttribute('src') ?? undefined);
  }, [src]);
  if (src && failed !== src) {
    return (
      <img
        ref={image}
        src={src}
        onError={() => setFailed(src)}
        alt={alt}
        loading="lazy"
        referrerPolicy="no-referrer"
        className={cx(styles.frame, className)}
      />
    );
  }
  // Drawn by the stylesheet: 24 cards do not repeat the drawing's markup.
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cx(styles.frame, styles.placeholder, className)}
    />
  );
}

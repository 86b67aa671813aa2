import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';

/**
 * A product picture, or a neutral drawn placeholder when the product has none or its address does not
 * load. `alt` is '' where the product's name is already next to it (the catalogue's cards).
 */
export function ProductImage({ src, alt, sx }: { src: string | undefined; alt: string; sx?: SxProps<Theme> }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // An error before hydration fired no handler: a finished image without pixels failed then.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(element.getAttribute('src') ?? undefined);
  }, [src]);
  const frame: SxProps<Theme> = {
    display: 'block',
    width: '100%',
    aspectRatio: '1 / 1',
    objectFit: 'contain',
    bgcolor: 'grey.100',
    borderRadius: 1,
  };
  if (src && failed !== src) {
    return (
      <Box
        component="img"
        ref={image}
        src={src}
        onError={() => setFailed(src)}
        alt={alt}
        loading="lazy"
        referrerPolicy="no-referrer"
        sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }
  return (
    <Box
      component="svg"
      viewBox="0 0 120 120"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      sx={[frame, { color: 'grey.400' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <rect x="30" y="34" width="60" height="52" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="48" cy="52" r="6" fill="currentColor" />
      <path d="M34 80 L54 62 L66 72 L76 64 L86 74" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
    </Box>
  );
}

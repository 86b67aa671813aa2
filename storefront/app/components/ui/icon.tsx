import type { SVGAttributes } from 'react';

/**
 * A Material icon from its path (MUI's `<SvgIcon><path d=…/></SvgIcon>`): 24px, or 20px when small.
 * Decorative by default (aria-hidden); pass `aria-label` and `role="img"` when it carries meaning alone.
 */
export function Icon({
  path,
  size = 'medium',
  ...props
}: { path: string; size?: 'small' | 'medium' | 'large' } & SVGAttributes<SVGSVGElement>) {
  const px = size === 'small' ? 20 : size === 'large' ? 35 : 24;
  return (
    <svg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="currentColor"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

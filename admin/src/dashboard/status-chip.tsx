import { Chip, type ChipProps } from '@mui/material';

type Colour = 'default' | 'success' | 'warning' | 'info' | 'error';

/**
 * A small status chip whose text stays readable (WCAG AA): MUI writes white on its warning and info
 * fills, which is about 3:1 on orange and light blue. Those get near-black text instead, in both themes.
 */
export function StatusChip({ color, sx, ...props }: Omit<ChipProps, 'color' | 'size'> & { color: Colour }) {
  const darkText = color === 'warning' || color === 'info';
  return (
    <Chip
      size="small"
      color={color}
      sx={[darkText ? { color: 'rgba(0, 0, 0, 0.87)' } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    />
  );
}

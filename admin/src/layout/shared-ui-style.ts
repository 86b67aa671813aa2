import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/**
 * The colours of the pieces shared with the site (`@ponte/shared/ui`, whose ui.css reads these custom
 * properties; decisions 027 and 038), taken from the console's theme so they follow its dark mode.
 */
export const sharedUiStyle = (theme: Theme): CSSProperties =>
  ({
    '--ponte-ui-muted': theme.palette.text.secondary,
    '--ponte-ui-accent': theme.palette.primary.dark,
    '--ponte-ui-bar': theme.palette.primary.main,
    '--ponte-ui-divider': theme.palette.divider,
    '--ponte-ui-hover': theme.palette.action.hover,
  }) as CSSProperties;

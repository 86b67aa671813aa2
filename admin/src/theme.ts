import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { LinkProps } from '@mui/material';
import { COLORS } from '@ponte/shared';

type Tree = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Later layers win; plain objects merge, anything else (arrays, style functions) is replaced. */
function mergeThemes(...layers: RaThemeOptions[]): RaThemeOptions {
  const merge = (below: Tree, above: Tree): Tree => {
    const merged: Tree = { ...below };
    for (const [key, value] of Object.entries(above)) {
      const current = merged[key];
      merged[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
    }
    return merged;
  };
  return layers.reduce<Tree>((merged, layer) => merge(merged, layer as Tree), {}) as RaThemeOptions;
}

const white = '#fff';

/** DESIGN §9: the side navigation is dark green with white text, in both modes. */
const brandInvariants: RaThemeOptions = {
  components: {
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .MuiDrawer-paper, & .RaSidebar-fixed': { backgroundColor: COLORS.adminNav },
          '& .MuiDrawer-paper': { minHeight: 'calc(100vh - 3em)' },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          color: 'rgba(255, 255, 255, 0.85)',
          '& .RaMenuItemLink-icon': { color: 'rgba(255, 255, 255, 0.85)' },
          '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.08)' },
          '&.RaMenuItemLink-active': {
            color: white,
            fontWeight: 600,
            backgroundColor: 'rgba(255, 255, 255, 0.16)',
            '& .RaMenuItemLink-icon': { color: white },
          },
        },
      },
    },
  },
};

/** #569195 darkened until text in it reads at WCAG AA (5.8:1 on white, 5.1:1 on filled inputs). */
const primaryText = '#3b6d70';

/**
 * Primary is the spec's confirm colour, error its cancel colour. #569195 is only 3.6:1 against
 * white, so text drawn in it (links, text buttons, focused labels) uses primaryText instead, and
 * text on it is near-black (5.9:1) rather than white.
 */
export const lightTheme = mergeThemes(defaultLightTheme, brandInvariants, {
  palette: {
    primary: { main: COLORS.confirm, dark: primaryText, contrastText: '#0b1f21' },
    secondary: { main: COLORS.adminNav, contrastText: white },
    error: { main: COLORS.cancel },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: { '&.MuiButton-colorPrimary:not(.MuiButton-contained)': { color: primaryText } },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: LinkProps }) =>
          ownerState.color === 'primary' ? { color: primaryText } : {},
      },
    },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } } },
  },
});

/** Lighter tints of the same colours, so text in them stays readable on a dark background. */
export const darkTheme = mergeThemes(defaultDarkTheme, brandInvariants, {
  palette: {
    primary: { main: '#7fb3b7', contrastText: '#0b1f21' },
    secondary: { main: COLORS.adminNav, contrastText: white },
    error: { main: '#f28b82' },
  },
});

import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { LinkProps } from '@mui/material';
import { COLORS } from '@ponte/shared/constants';

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

type CheckboxOwner = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/** The side navigation is dark green with white text, in both modes (docs/product.md#language-and-theme). */
const brandInvariants: RaThemeOptions = {
  components: {
    /*
     * react-admin gives a list row's checkbox its name ("Selecionar esta linha") as `aria-label` on
     * the Checkbox, which MUI puts on the wrapping <span>: the <input> has no name and the span a
     * label it may not have (axe: label, aria-prohibited-attr). Move it onto the input.
     */
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (owner: CheckboxOwner) => ({
            ...owner.inputProps,
            'aria-label': owner.inputProps?.['aria-label'] ?? owner['aria-label'],
          }),
        },
      },
    },
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
/** #d33 darkened the same way for text (4.9:1 even on a toolbar's #e0e0e0); filled buttons keep #d33. */
const errorText = '#b71c1c';

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
        root: {
          '&.MuiButton-colorPrimary:not(.MuiButton-contained)': { color: primaryText },
          '&.MuiButton-colorError:not(.MuiButton-contained)': { color: errorText },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        // `&&`: a link is a Typography inside, whose own colour class is inserted later and would win.
        root: ({ ownerState }: { ownerState: LinkProps }) =>
          !ownerState.color || ownerState.color === 'primary' ? { '&&': { color: primaryText } } : {},
      },
    },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
    // react-admin colours a few texts with the primary colour itself: the readable shade instead.
    RaReferenceField: {
      styleOverrides: { root: { '& .RaReferenceField-link > *': { color: primaryText } } },
    },
    RaSingleFieldList: {
      styleOverrides: { root: { '& .RaSingleFieldList-link > *': { color: primaryText } } },
    },
    RaConfirm: {
      styleOverrides: {
        root: {
          '& .RaConfirm-confirmPrimary': { color: primaryText },
          '& .RaConfirm-confirmWarning': { color: errorText },
        },
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

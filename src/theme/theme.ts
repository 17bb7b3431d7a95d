import { createTheme } from '@mui/material/styles';
import { brandColors } from './colors';
import { autoFillAnimation, autoFillKeyframes } from './autoFill';
import { focusBaseline, focusComponents, focusInput, ring } from './focus';
import { pressedStyle } from './press';

/** Colours chosen for WCAG AA contrast on white (primary 7.0:1, secondary 6.1:1). */
export const theme = createTheme({
  palette: {
    primary: { main: brandColors.primary, contrastText: '#ffffff' },
    secondary: { main: '#8a3a8e', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    background: { default: brandColors.background },
    text: { primary: '#1c2b2a', secondary: '#46595a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
  },
  components: {
    ...focusComponents,
    MuiCssBaseline: { styleOverrides: { ...focusBaseline, ...autoFillKeyframes } },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: { input: { ...focusInput, ...autoFillAnimation } },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': ring, ...pressedStyle } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

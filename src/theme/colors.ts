/** The brand's colours, shared by the MUI theme and the web app manifest (theme and background colours). */
export const brandColors = {
  primary: '#0b6e69',
  background: '#f7faf9',
} as const;

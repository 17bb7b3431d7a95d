// MUI's own texts (pagination, rating, alert) in Spanish: loaded with the Spanish catalog (src/app/i18n.ts).
export { esES } from '@mui/material/locale';

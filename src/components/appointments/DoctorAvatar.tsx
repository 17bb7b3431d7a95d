import Avatar from '@mui/material/Avatar';

/** "Dra. Lucía Martín" → "LM": titles are not initials. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|dña|d)\.?$/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

/** A small doctor photo (initials when there is none). Decorative: the name is always written beside it. */
export function DoctorAvatar({ name, url, size = 48 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, bgcolor: '#e3f2f1', color: 'primary.main', fontWeight: 700 }}
    >
      {initials(name)}
    </Avatar>
  );
}

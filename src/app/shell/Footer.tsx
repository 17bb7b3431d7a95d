import { selectFooterVariant } from '../../state/shell/selectors';
import { useAppSelector } from '../../store/hooks';
import { FullFooter } from './FullFooter';
import { SimpleFooter } from './SimpleFooter';

/** Spec §2 Shell: which footer the route and device get (full, simplified on mobile, or none). */
export default function Footer() {
  const variant = useAppSelector(selectFooterVariant);
  if (variant === 'none') return null;
  return variant === 'simple' ? <SimpleFooter /> : <FullFooter />;
}

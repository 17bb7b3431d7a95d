import MuiRadioGroup, { type RadioGroupProps } from '@mui/material/RadioGroup';
import { useLayoutEffect, useRef } from 'react';

/** The group's one Tab stop: the chosen radio, or the first that can be chosen while none is. */
function keepOneTabStop(group: HTMLElement) {
  const radios = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)'));
  const stop = radios.find((radio) => radio.checked) ?? radios[0];
  for (const radio of radios) radio.tabIndex = radio === stop ? 0 : -1;
}

/**
 * MUI's RadioGroup as one Tab stop, whatever the browser (WAI-ARIA's radio group pattern): Tab enters the group on
 * the chosen option (the first while none is) and leaves it with the next Tab; the arrow keys move between the
 * options and choose them, natively. Browsers do this for radios that share a `name`, but Chromium made each
 * option a stop of its own while none was chosen in a group rendered in a dialog (the cancel reasons), so the
 * stop is also set explicitly. Use this instead of `@mui/material/RadioGroup` (the lint rule says so).
 */
export function RadioGroup(props: Omit<RadioGroupProps, 'ref'>) {
  const group = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = group.current;
    if (!root) return;
    keepOneTabStop(root);
    // An uncontrolled group changes its choice without rendering this component again.
    const update = () => keepOneTabStop(root);
    root.addEventListener('change', update);
    return () => root.removeEventListener('change', update);
  });
  return <MuiRadioGroup ref={group} {...props} />;
}

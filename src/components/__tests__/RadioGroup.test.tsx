import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup } from '../RadioGroup';

const OPTIONS = ['No longer needed', 'Cannot make it', 'Another doctor'];

function Reasons({ controlled }: { controlled: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup
        aria-label="Why"
        {...(controlled ? { value, onChange: (event) => setValue(event.target.value) } : {})}
      >
        {OPTIONS.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
      <button type="button">After</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe.each([true, false])('RadioGroup (controlled: %s)', (controlled) => {
  it('is one Tab stop: the first option while none is chosen, then the chosen one', async () => {
    const user = userEvent.setup();
    render(<Reasons controlled={controlled} />);
    expect(OPTIONS.map((option) => radio(option).tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('No longer needed')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.click(radio('Another doctor'));
    expect(OPTIONS.map((option) => radio(option).tabIndex)).toEqual([-1, -1, 0]);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(radio('Another doctor')).toHaveFocus();
  });
});

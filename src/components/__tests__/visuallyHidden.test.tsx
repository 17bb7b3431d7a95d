import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { visuallyHidden } from '../visuallyHidden';

describe('visuallyHidden', () => {
  it.each([
    ['MUI sx', (text: string) => <Box sx={visuallyHidden}>{text}</Box>],
    ['a style attribute', (text: string) => <span style={visuallyHidden}>{text}</span>],
  ])('keeps the hidden text one pixel big through %s, never as big as the page', (_, hidden) => {
    render(<div>{hidden('Quedan 5 minutos')}</div>);
    const style = getComputedStyle(screen.getByText('Quedan 5 minutos'));
    expect([style.position, style.width, style.height, style.margin]).toEqual([
      'absolute',
      '1px',
      '1px',
      '-1px',
    ]);
  });
});

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { keyframes } from '@emotion/react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { carouselMessages, homeMessages } from '../messages';
import { carouselSlides } from '../testimonials';
import { TESTIMONIALS_MIN_HEIGHT } from '../constants';
import { HomeLateMessages } from './HomeLateMessages';
import { ReviewCard } from './ReviewCard';

/** How long each view stays before the carousel moves on by itself. */
export const ROTATION_MS = 7000;
const TOTAL = carouselSlides.length;

const fadeIn = keyframes`from { opacity: 0; transform: translateX(12px); } to { opacity: 1; transform: none; }`;

/** The testimonials, with their texts. */
export default function TestimonialsWithTexts() {
  return (
    <HomeLateMessages minHeight={TESTIMONIALS_MIN_HEIGHT}>
      <Testimonials />
    </HomeLateMessages>
  );
}

/**
 * The testimonial carousel (WAI-ARIA APG pattern): previous / next / pause buttons, arrow keys inside the
 * region; it rotates only while nothing in it has focus or the pointer. Under prefers-reduced-motion it starts
 * paused (the visitor may still start it) and slides change without animation.
 */
function Testimonials() {
  const intl = useIntl();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const isMedium = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const perView = isWide ? 3 : isMedium ? 2 : 1;
  const [index, setIndex] = useState(0);
  const [isPlaying, setPlaying] = useState(!reducedMotion);
  const [hasFocus, setHasFocus] = useState(false);
  const [hasPointer, setHasPointer] = useState(false);
  const rotating = isPlaying && !hasFocus && !hasPointer;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % TOTAL), ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating]);

  const move = (step: number) => setIndex((current) => (current + step + TOTAL) % TOTAL);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      component="section"
      aria-roledescription={intl.formatMessage(carouselMessages.carouselRole)}
      aria-labelledby="home-reviews-title"
      onKeyDown={onKeyDown}
      onFocus={() => setHasFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      }}
      onMouseEnter={() => setHasPointer(true)}
      onMouseLeave={() => setHasPointer(false)}
      sx={{ py: { xs: 4, md: 6 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id="home-reviews-title" variant="h2" sx={{ flex: 1, minWidth: 200 }}>
          <FormattedMessage {...homeMessages.reviewsTitle} />
        </Typography>
        <IconButton
          onClick={() => setPlaying((playing) => !playing)}
          aria-label={intl.formatMessage(isPlaying ? carouselMessages.pause : carouselMessages.play)}
        >
          {isPlaying ? <Pause /> : <PlayArrow />}
        </IconButton>
        <IconButton
          onClick={() => move(-1)}
          aria-controls="home-reviews-slides"
          aria-label={intl.formatMessage(carouselMessages.previous)}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          onClick={() => move(1)}
          aria-controls="home-reviews-slides"
          aria-label={intl.formatMessage(carouselMessages.next)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        id="home-reviews-slides"
        aria-live={rotating ? 'off' : 'polite'}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      >
        {carouselSlides.map((review, position) => {
          const offset = (position - index + TOTAL) % TOTAL;
          const shown = offset < perView;
          return (
            <Box
              key={`${review.key}-${position}`}
              role="group"
              aria-roledescription={intl.formatMessage(carouselMessages.slideRole)}
              aria-label={intl.formatMessage(carouselMessages.slide, {
                position: position + 1,
                total: TOTAL,
              })}
              hidden={!shown}
              sx={{
                order: offset,
                '&[hidden]': { display: 'none' },
                animation: reducedMotion ? 'none' : `${fadeIn} 300ms ease-out`,
              }}
            >
              {shown && <ReviewCard review={review} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

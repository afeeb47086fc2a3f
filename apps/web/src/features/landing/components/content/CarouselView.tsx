import { type ReactNode, useEffect, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

interface CarouselViewProps {
  /** Seconds between slides; 0 means no automatic turning (spec 3 §5). */
  interval: number;
  slides: ReactNode[];
  label: string;
}

/** One slide at a time, turning every `interval` seconds unless paused by pointer or keyboard focus; previous, next and one dot per slide. */
export function CarouselView({ interval, slides, label }: CarouselViewProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // The slides behind the first are mounted once the page runs: their pictures then download after the first paint
  // rather than with it (drawn by the server, the first slide is often the page's largest paint).
  const [allMounted, setAllMounted] = useState(false);
  useEffect(() => setAllMounted(true), []);
  const count = slides.length;
  useEffect(() => {
    if (interval <= 0 || paused || count < 2) return;
    const timer = window.setInterval(() => setCurrent((c) => (c + 1) % count), interval * 1000);
    return () => window.clearInterval(timer);
  }, [interval, paused, count]);
  if (count === 0) return null;
  const shown = current % count;
  const go = (delta: number) => setCurrent((shown + delta + count) % count);
  return (
    <Box
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', height: '100%', overflow: 'hidden' }}
    >
      {slides.map((slide, i) => (
        <Box
          key={i}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i !== shown}
          inert={i !== shown}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === shown ? 1 : 0,
            transition: 'opacity 600ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {allMounted || i === shown ? slide : null}
        </Box>
      ))}
      {count > 1 && (
        <>
          <IconButton aria-label="Previous slide" onClick={() => go(-1)} sx={arrowSx('left')}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" onClick={() => go(1)} sx={arrowSx('right')}>
            <ChevronRight />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 8,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.5,
            }}
          >
            {slides.map((_, i) => (
              <Box
                key={i}
                component="button"
                type="button"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === shown}
                onClick={() => setCurrent(i)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  '&::after': {
                    content: '""',
                    display: 'block',
                    width: 10,
                    height: 10,
                    m: 'auto',
                    borderRadius: '50%',
                    bgcolor: i === shown ? '#fff' : 'rgba(255,255,255,0.55)',
                    boxShadow: '0 0 2px rgba(0,0,0,0.8)',
                  },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2 },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

const arrowSx = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    // Beside the dots on a phone, where the middle of a slide holds its words.
    top: { xs: 'auto', sm: '50%' },
    bottom: { xs: 2, sm: 'auto' },
    [side]: 8,
    transform: { xs: 'none', sm: 'translateY(-50%)' },
    p: { xs: 0.25, sm: 1 },
    bgcolor: 'rgba(0,0,0,0.45)',
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
    '&:focus-visible': { outline: '2px solid #fff' },
  }) as const;

import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import 'altcha';
import type {} from 'altcha/types/react';

interface HumanCheckProps {
  /** The payload to send as verifyToken once solved; null while unsolved, expired or failed. */
  onChange: (verifyToken: string | null) => void;
}

/**
 * The ALTCHA widget (spec 3 §4 human check): fetches a challenge from our own server and
 * solves it in the browser. To reset it (after a submit), remount it with a new key.
 */
export function HumanCheck({ onChange }: HumanCheckProps) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state?: string; payload?: string }>).detail;
      latest.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return (
    <Box sx={{ '& altcha-widget': { display: 'block' }, '--altcha-max-width': '100%' }}>
      <altcha-widget ref={ref} challenge="/api/humancheck/challenge" name="verifyToken" />
    </Box>
  );
}

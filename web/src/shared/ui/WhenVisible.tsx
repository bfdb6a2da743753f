import { Box } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useInBrowser } from './useInBrowser';

/**
 * Renders its children once their place comes near the screen: below-the-fold sections (and
 * the scripts and data they load) then cost a first visit nothing until the visitor scrolls.
 * The placeholder keeps `minHeight` so the page below does not jump when they arrive.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // The server draws the placeholder, and so does the browser's first render that takes the
  // drawing over; a browser that cannot watch the screen shows the children at once.
  const inBrowser = useInBrowser();
  const visible = inBrowser && (seen || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return <Box ref={placeholder} sx={{ minHeight }} data-testid="when-visible" />;
}

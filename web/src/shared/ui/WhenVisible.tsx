import { Box } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the screen: below-the-fold sections (and
 * the scripts and data they load) then cost a first visit nothing until the visitor scrolls.
 * The placeholder keeps `minHeight` so the page below does not jump when they arrive.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return <Box ref={placeholder} sx={{ minHeight }} data-testid="when-visible" />;
}

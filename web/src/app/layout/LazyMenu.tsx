import type { MenuProps } from '@mui/material';
import { lazy, Suspense } from 'react';

// The menu's popover machinery (modal, focus trap, transitions) loads on the first click.
const Menu = lazy(() => import('@mui/material/Menu'));

/** MUI's Menu, mounted only while open. */
export function LazyMenu(props: MenuProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

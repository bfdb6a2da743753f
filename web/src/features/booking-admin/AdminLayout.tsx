import { Box, Button, Stack, Typography } from '@mui/material';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice as useSharedNotice } from '../../shared/ui/useNotice';
import { ADMIN_PAGE } from './api';
import { BOOKING_ADMIN_NS } from './i18n';

/** The cursors of the pages before the current one: where each next page starts. */
export function useCursors() {
  const [cursors, setCursors] = useState<QueryDocumentSnapshot[]>([]);
  return {
    after: cursors.at(-1) ?? null,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((current) => current.slice(0, -1)),
    next: (cursor: QueryDocumentSnapshot) => setCursors((current) => [...current, cursor]),
    reset: () => setCursors([]),
  };
}

/** Previous / next page, shown once there is more than one page. */
export function Paging({
  cursors,
  rows,
}: {
  cursors: ReturnType<typeof useCursors>;
  rows: readonly { cursor: QueryDocumentSnapshot }[];
}) {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const last = rows.at(-1);
  const full = rows.length === ADMIN_PAGE;
  if (!cursors.hasPrevious && !full) return null;
  return (
    <Stack
      component="nav"
      aria-label={t('paging.label')}
      direction="row"
      spacing={2}
      sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Button disabled={!cursors.hasPrevious} onClick={cursors.previous}>
        {t('paging.previous')}
      </Button>
      <Typography color="text.secondary">{t('paging.page', { page: cursors.page })}</Typography>
      <Button disabled={!full || !last} onClick={() => last && cursors.next(last.cursor)}>
        {t('paging.next')}
      </Button>
    </Stack>
  );
}

/** The booking admin pages' notice (see the shared hook). */
export function useNotice() {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  return useSharedNotice(t('notice.close'));
}

/** An admin page's title and introduction. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

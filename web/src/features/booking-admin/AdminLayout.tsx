import { Box, Typography } from '@mui/material';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../shared/ui/Pager';
import { useCursors as useSharedCursors } from '../../shared/ui/useCursors';
import { useNotice as useSharedNotice } from '../../shared/ui/useNotice';
import { ADMIN_PAGE } from './api';
import { BOOKING_ADMIN_NS } from './i18n';

/** The cursors of the booking admin's lists (Firestore snapshots). */
export const useCursors = () => useSharedCursors<QueryDocumentSnapshot>();

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
  return (
    <Pager
      label={t('paging.label')}
      page={cursors.page}
      hasPrevious={cursors.hasPrevious}
      hasNext={rows.length === ADMIN_PAGE && Boolean(last)}
      onPrevious={cursors.previous}
      onNext={() => last && cursors.next(last.cursor)}
    />
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
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

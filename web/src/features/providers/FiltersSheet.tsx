import { Badge, Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../shared/ui/icons';
import { PROVIDERS_NS } from './i18n';
import { TuneIcon } from './icons';

/**
 * Phones: the filters open in a bottom sheet from a button that counts the active ones, so the
 * first screen shows results rather than fields.
 */
export function FiltersSheet({
  activeCount,
  resultCount,
  children,
}: {
  activeCount: number;
  resultCount: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(PROVIDERS_NS);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-button"
        startIcon={
          <Badge badgeContent={activeCount} color="primary" data-testid="filters-count">
            <TuneIcon />
          </Badge>
        }
      >
        {t('services.filtersLabel')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('services.filtersLabel'),
            sx: { maxHeight: '90vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}
        >
          <Typography variant="h6" component="h2">
            {t('services.filtersLabel')}
          </Typography>
          <IconButton onClick={close} aria-label={t('services.closeFilters')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>{children}</Box>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" fullWidth size="large" onClick={close}>
            {resultCount === undefined
              ? t('services.showResults')
              : t('services.showResultsCount', { count: resultCount })}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}

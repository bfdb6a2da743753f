import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What the pages are of, for screen readers ("Pages des avis"). */
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / next page of a list, shown only when there is more than one page. */
export function Pager({ label, page, hasPrevious, hasNext, onPrevious, onNext }: Props) {
  const { t } = useTranslation();
  if (!hasPrevious && !hasNext) return null;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Button disabled={!hasPrevious} onClick={onPrevious}>
        {t('paging.previous')}
      </Button>
      <Typography color="textSecondary">{t('paging.page', { page })}</Typography>
      <Button disabled={!hasNext} onClick={onNext}>
        {t('paging.next')}
      </Button>
    </Stack>
  );
}

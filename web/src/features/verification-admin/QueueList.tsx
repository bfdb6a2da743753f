import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VerificationQueueItem } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDateTime, waitingDuration } from './format';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { Paged } from './useRemote';

/** The waiting providers, oldest first: name, the kinds waiting, how long; "more" pages on. */
export function QueueList({
  queue,
  selected,
  now,
  emptyText,
  onSelect,
}: {
  queue: Paged<VerificationQueueItem>;
  selected: string | null;
  now: Date;
  emptyText: string;
  onSelect: (uid: string) => void;
}) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const language = usePageLanguage();
  if (queue.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (queue.status === 'error') return <Alert severity="error">{t('queue.loadError')}</Alert>;
  if (queue.items.length === 0) return <Typography color="textSecondary">{emptyText}</Typography>;
  return (
    <Box component="nav" aria-label={t('queue.label')}>
      <List disablePadding>
        {queue.items.map((item) => (
          <ListItemButton
            key={item.uid}
            selected={item.uid === selected}
            aria-current={item.uid === selected ? 'true' : undefined}
            onClick={() => onSelect(item.uid)}
            divider
            data-testid="queue-row"
          >
            <ListItemText
              primary={item.displayName}
              secondary={
                <Stack spacing={0.5} component="span" sx={{ display: 'flex', mt: 0.5 }}>
                  <Stack direction="row" component="span" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {item.waitingKinds.map((kind) => (
                      <Chip key={kind} component="span" size="small" label={t(`kind.${kind}`)} />
                    ))}
                  </Stack>
                  <Box
                    component="span"
                    title={formatDateTime(item.waitingSince, language)}
                    data-testid="queue-waiting"
                  >
                    {t('queue.waiting', {
                      duration: waitingDuration(new Date(item.waitingSince), now, language),
                    })}
                  </Box>
                </Stack>
              }
            />
          </ListItemButton>
        ))}
      </List>
      {queue.moreFailed && <Alert severity="error">{t('queue.moreError')}</Alert>}
      {queue.hasMore && (
        <Button onClick={queue.loadMore} disabled={queue.loadingMore} sx={{ mt: 1 }}>
          {t('queue.more')}
        </Button>
      )}
    </Box>
  );
}

import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNotice } from '../../shared/ui/useNotice';
import { fetchQueue } from './api';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { QueueKind } from './model';
import { QueueList } from './QueueList';
import { RequestPanel } from './RequestPanel';
import { usePaged } from './useRemote';

/**
 * The two verification pages: the queue (every waiting provider, or those whose criminal record
 * waits) and the chosen provider's request, side by side from md, one after the other on a
 * phone. The provider chosen is `?uid=` so a request can be linked and reloaded.
 */
export function VerificationWorkspace({ kind }: { kind: QueueKind }) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid');
  const queue = usePaged(`queue:${kind ?? 'all'}`, (after) => fetchQueue(kind, after));
  const notice = useNotice(t('notice.close'));
  // Waiting times are read against the time the page opened (a refresh moves it on).
  const [now] = useState(() => new Date());
  const page = kind ? 'criminalPage' : 'queuePage';

  const select = (next: string | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set('uid', next);
      else copy.delete('uid');
      return copy;
    });

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t(`${page}.title`)}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t(`${page}.intro`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: uid ? 'none' : 'block', md: 'block' } }}>
          <QueueList
            queue={queue}
            selected={uid}
            now={now}
            emptyText={t(kind ? 'queue.emptyCriminal' : 'queue.empty')}
            onSelect={select}
          />
        </Box>
        <Box sx={{ display: { xs: uid ? 'block' : 'none', md: 'block' } }}>
          {uid ? (
            <>
              <Button onClick={() => select(null)} sx={{ display: { md: 'none' }, mb: 1, px: 0 }}>
                {t('request.back')}
              </Button>
              <RequestPanel
                key={uid}
                uid={uid}
                kinds={kind ? [kind] : null}
                now={now}
                notify={notice.show}
                onChanged={queue.reload}
              />
            </>
          ) : (
            <Typography color="textSecondary">{t('queue.choose')}</Typography>
          )}
        </Box>
      </Box>
      {notice.element}
    </Box>
  );
}

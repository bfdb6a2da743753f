import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatDateTime } from './format';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { AuditEntry } from './model';
import { reasonLabel } from './labels';
import type { Paged } from './useRemote';

/** A provider's audit log, newest first: who, when, what, and the reason of a rejection. */
export function AuditLog({ log }: { log: Paged<AuditEntry> }) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const language = usePageLanguage();
  return (
    <section aria-labelledby="verification-audit-title">
      <Typography variant="h6" component="h3" id="verification-audit-title" sx={{ mt: 3 }}>
        {t('audit.title')}
      </Typography>
      {log.status === 'error' && <Alert severity="error">{t('audit.loadError')}</Alert>}
      {log.status === 'success' && log.items.length === 0 && (
        <Typography color="textSecondary">{t('audit.empty')}</Typography>
      )}
      <List dense>
        {log.items.map((entry) => (
          <ListItem key={entry.id} disableGutters data-testid="audit-entry">
            <ListItemText
              primary={t('audit.what', {
                kind: t(`kind.${entry.kind}`),
                from: t(`status.${entry.from}`),
                to: t(`status.${entry.to}`),
              })}
              secondary={
                <>
                  {t('audit.line', {
                    date: formatDateTime(entry.at, language),
                    actor: t(`audit.actor.${entry.actor}`, { id: entry.actorId ?? '' }),
                    action: t(`audit.action.${entry.action}`),
                  })}
                  {entry.reason && (
                    <>
                      <br />
                      {t('document.reason', {
                        reason: reasonLabel(t, entry.reason, entry.reasonText),
                      })}
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {log.moreFailed && <Alert severity="error">{t('queue.moreError')}</Alert>}
      {log.hasMore && (
        <Button onClick={log.loadMore} disabled={log.loadingMore}>
          {t('audit.more')}
        </Button>
      )}
    </section>
  );
}

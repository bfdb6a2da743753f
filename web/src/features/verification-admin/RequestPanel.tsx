import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '@marketplace/domain';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { fetchAudit, fetchRequest, failureOf, openDocument } from './api';
import { AuditLog } from './AuditLog';
import { DecisionDialog } from './DecisionDialog';
import { DocumentCard } from './DocumentCard';
import { formatDateTime } from './format';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { ViewDocument, ViewFile } from './model';
import { usePaged, useRemote } from './useRemote';

/**
 * One provider's request: their documents (only `kinds` when given), a file viewer, the
 * decisions and the audit log. Viewing a file of a pending document opens it for review
 * (pending → in_progress), once per document while the panel is shown.
 */
export function RequestPanel({
  uid,
  kinds,
  now,
  notify,
  onChanged,
}: {
  uid: string;
  kinds: readonly VerificationKind[] | null;
  now: Date;
  notify: (text: string, severity?: 'success' | 'error') => void;
  /** A document changed state: the queue refreshes. */
  onChanged: () => void;
}) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const language = usePageLanguage();
  const view = useRemote(`request:${uid}`, () => fetchRequest(uid));
  const audit = usePaged(`audit:${uid}`, (after) => fetchAudit(uid, after));
  const [shown, setShown] = useState<{ kind: VerificationKind; fileId: string } | null>(null);
  const [deciding, setDeciding] = useState<{
    kind: VerificationKind;
    mode: 'approve' | 'reject';
  } | null>(null);
  // The kinds already opened here: a second view of the file must not ask again.
  const opened = useRef(new Set<VerificationKind>());

  const refresh = () => {
    view.reload();
    audit.reload();
  };

  const showFile = (document: ViewDocument, file: ViewFile) => {
    setShown({ kind: document.kind, fileId: file.id });
    if (document.status !== 'pending' || opened.current.has(document.kind)) return;
    opened.current.add(document.kind);
    openDocument(uid, document.kind).then(refresh, (error: unknown) => {
      const why = failureOf(error);
      // Opened meanwhile (another admin, a retried call): the fresh view says so. Any other
      // failure lets the next view of a file try again.
      if (why !== 'invalid_transition') {
        opened.current.delete(document.kind);
        notify(t(`errors.${why}`), 'error');
      }
      refresh();
    });
  };

  if (view.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  }
  if (view.status === 'error' || !view.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={view.reload}>
            {t('request.retry')}
          </Button>
        }
      >
        {t('request.loadError')}
      </Alert>
    );
  }

  const request = view.data;
  const documents = request.documents.filter(
    (document) => kinds === null || kinds.includes(document.kind),
  );
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2">
          {request.displayName}
        </Typography>
        <Chip
          size="small"
          color={request.level === 'verified' ? 'success' : 'default'}
          label={t(`level.${request.level}`)}
        />
      </Stack>
      {request.verifiedAt && (
        <Typography variant="body2" color="textSecondary">
          {t('request.verifiedAt', { date: formatDateTime(request.verifiedAt, language) })}
        </Typography>
      )}
      <Button component={LocalizedLink} to={`/providers/${uid}`} size="small" sx={{ px: 0 }}>
        {t('request.profile')}
      </Button>

      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('request.documents')}
      </Typography>
      {documents.length === 0 && (
        <Typography color="textSecondary">{t('request.noDocuments')}</Typography>
      )}
      <Stack spacing={2}>
        {documents.map((document) => (
          <DocumentCard
            key={document.kind}
            uid={uid}
            document={document}
            now={now}
            selectedFileId={shown?.kind === document.kind ? shown.fileId : null}
            onView={(file) => showFile(document, file)}
            onDecide={(mode) => setDeciding({ kind: document.kind, mode })}
          />
        ))}
      </Stack>

      <AuditLog log={audit} />

      {deciding && (
        <DecisionDialog
          uid={uid}
          displayName={request.displayName}
          kind={deciding.kind}
          mode={deciding.mode}
          onClose={() => setDeciding(null)}
          onStale={refresh}
          onDone={() => {
            notify(t(`${deciding.mode}.done`));
            setDeciding(null);
            refresh();
            onChanged();
          }}
        />
      )}
    </Box>
  );
}

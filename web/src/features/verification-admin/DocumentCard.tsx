import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { documentTransition, VERIFICATION_LIMITS, type DocumentStatus } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { DocumentViewer } from './DocumentViewer';
import { formatDay } from '../../shared/i18n/dates';
import { dayAge, formatDateTime, formatSize, olderThanMonths } from './format';
import { VERIFICATION_ADMIN_NS } from './i18n';
import { reasonLabel } from './labels';
import type { ViewDocument, ViewFile } from './model';

const STATUS_COLORS: Record<DocumentStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> =
  {
    pending: 'warning',
    in_progress: 'info',
    approved: 'success',
    rejected: 'error',
    expired: 'default',
  };

export function StatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  return <Chip size="small" color={STATUS_COLORS[status]} label={t(`status.${status}`)} />;
}

/**
 * One document of a request: its state and dates, its files (the one chosen shown inline) and,
 * while it waits for an admin, the decision buttons.
 */
export function DocumentCard({
  uid,
  document,
  selectedFileId,
  now,
  onView,
  onDecide,
}: {
  uid: string;
  document: ViewDocument;
  selectedFileId: string | null;
  now: Date;
  onView: (file: ViewFile) => void;
  onDecide: (mode: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const language = usePageLanguage();
  const { kind, status } = document;
  const decidable = documentTransition(status, 'approve', 'admin') !== null;
  const selected = document.files.find((file) => file.id === selectedFileId);
  const months = VERIFICATION_LIMITS.criminalRecordMaxAgeMonths;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`document-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3">
          {t(`kind.${kind}`)}
        </Typography>
        <StatusChip status={status} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('document.submitted', { date: formatDateTime(document.submittedAt, language) })}
      </Typography>
      {document.decidedAt && (
        <Typography variant="body2" color="textSecondary">
          {t('document.decided', { date: formatDateTime(document.decidedAt, language) })}
        </Typography>
      )}
      {document.issuedOn && (
        <Typography variant="body2">
          {t('document.issuedOn', {
            date: formatDay(document.issuedOn, language),
            age: dayAge(document.issuedOn, now, language),
          })}
        </Typography>
      )}
      {document.issuedOn && decidable && olderThanMonths(document.issuedOn, months, now) && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {t('document.tooOld', { months })}
        </Alert>
      )}
      {document.validUntil && (
        <Typography variant="body2">
          {t('document.validUntil', { date: formatDay(document.validUntil, language) })}
        </Typography>
      )}
      {document.reason && (
        <Typography variant="body2" color="error">
          {t('document.reason', {
            reason: reasonLabel(t, document.reason, document.reasonText),
          })}
        </Typography>
      )}

      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {t('document.files')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {document.files.map((file) => (
          <Box
            component="li"
            key={file.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {file.name} · {formatSize(file.size, language)}
            </Typography>
            <Button
              size="small"
              variant={file.id === selectedFileId ? 'contained' : 'outlined'}
              aria-pressed={file.id === selectedFileId}
              aria-label={t('document.viewFile', { name: file.name })}
              onClick={() => onView(file)}
            >
              {t('document.view')}
            </Button>
          </Box>
        ))}
      </Stack>
      {selected && (
        <Box sx={{ mt: 2 }}>
          <DocumentViewer uid={uid} kind={kind} file={selected} />
        </Box>
      )}
      {decidable && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="success" onClick={() => onDecide('approve')}>
            {t('document.approve')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => onDecide('reject')}>
            {t('document.reject')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

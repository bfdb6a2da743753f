import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '@marketplace/domain';
import type { Failure } from './api';
import { canUpload, lapsesSoon, todayUtc } from './files';
import { FileList } from './FileList';
import { formatDay } from '../../shared/i18n/dates';
import { formatInstantDay } from './format';
import { pageLanguage, VERIFICATION_NS } from './i18n';
import type { ViewDocument } from './model';
import { StatusChip } from './StatusChip';
import { UploadForm } from './UploadForm';

/** The criminal record's own words for the same facts (its approval is the "check"). */
const TEXTS = {
  document: {
    approvedAt: 'document.approvedAt',
    lapsesSoon: 'document.lapsesSoon',
    expiredOn: 'document.expiredOn',
  },
  criminal_record: {
    approvedAt: 'criminal.checkedOn',
    lapsesSoon: 'criminal.reminder',
    expiredOn: 'criminal.lapsed',
  },
} as const;

function RejectionReason({ document }: { document: ViewDocument }) {
  const { t } = useTranslation(VERIFICATION_NS);
  if (document.status !== 'rejected') return null;
  const label = document.reason ? t(`reasons.${document.reason}`) : null;
  // `other` is the free text itself; a listed reason may come with a word of explanation.
  const reason =
    document.reason === 'other' && document.reasonText
      ? document.reasonText
      : [label, document.reasonText].filter(Boolean).join(' : ');
  return (
    <Alert severity="error" data-testid="rejection-reason">
      {t('document.rejected', { reason })}
    </Alert>
  );
}

/**
 * One kind: its status, dates, rejection reason, files, and the upload (a first one, or a
 * replacement while the document is pending, rejected or expired).
 */
export function DocumentCard({
  uid,
  kind,
  document,
  onSent,
  onError,
}: {
  uid: string;
  kind: VerificationKind;
  document: ViewDocument | undefined;
  onSent: () => void;
  onError: (failure: Failure) => void;
}) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const language = pageLanguage(i18n.language);
  const [replacing, setReplacing] = useState(false);
  const texts = kind === 'criminal_record' ? TEXTS.criminal_record : TEXTS.document;
  const status = document?.status;
  const today = todayUtc();
  const titleId = `verification-${kind}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid={`document-${kind}`}
    >
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h2" id={titleId}>
            {t(`kinds.${kind}`)}
          </Typography>
          <StatusChip status={status ?? 'missing'} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t(`hints.${kind}`)}
        </Typography>
        {document && (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('document.submittedAt', {
                date: formatInstantDay(document.submittedAt, language),
              })}
            </Typography>
            {document.issuedOn && (
              <Typography variant="body2">
                {t('criminal.issuedOn', { date: formatDay(document.issuedOn, language) })}
              </Typography>
            )}
            {status === 'approved' && document.decidedAt && (
              <Typography variant="body2">
                {t(texts.approvedAt, { date: formatInstantDay(document.decidedAt, language) })}
              </Typography>
            )}
            {status === 'approved' && document.validUntil && (
              <Typography variant="body2">
                {t('document.validUntil', { date: formatDay(document.validUntil, language) })}
              </Typography>
            )}
          </Stack>
        )}
        {status === 'in_progress' && (
          <Typography variant="body2">{t('document.reviewing')}</Typography>
        )}
        {status === 'approved' && lapsesSoon(document?.validUntil ?? null, today) && (
          <Alert severity="warning" data-testid="lapse-reminder">
            {t(texts.lapsesSoon, { date: formatDay(document?.validUntil ?? today, language) })}
          </Alert>
        )}
        {status === 'expired' && (
          <Alert severity="warning" data-testid="lapsed">
            {t(texts.expiredOn, {
              date: formatDay(
                document?.validUntil ?? document?.decidedAt?.slice(0, 10) ?? today,
                language,
              ),
            })}
          </Alert>
        )}
        {document && <RejectionReason document={document} />}
        {document && <FileList uid={uid} kind={kind} files={document.files} onError={onError} />}
        {canUpload(status) &&
          (status === undefined || replacing ? (
            <UploadForm
              uid={uid}
              kind={kind}
              replacing={status !== undefined}
              onSent={() => {
                setReplacing(false);
                onSent();
              }}
              onCancel={status === undefined ? undefined : () => setReplacing(false)}
            />
          ) : (
            <Button
              variant={status === 'pending' ? 'outlined' : 'contained'}
              onClick={() => setReplacing(true)}
              sx={{ alignSelf: 'start' }}
              data-testid={`replace-${kind}`}
            >
              {t('upload.replace')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}

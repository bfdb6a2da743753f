import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind, VerificationUploadFields } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { failureOf, uploadDocument, type Failure } from './api';
import { precheckFiles, todayUtc, VERIFICATION_ACCEPT, type FileProblem } from './files';
import { formatSize } from './format';
import { pageLanguage, VERIFICATION_NS } from './i18n';

/** The date each kind carries: the criminal record's issue day, the identity's expiry. */
const DATE_FIELD: Partial<Record<VerificationKind, keyof VerificationUploadFields>> = {
  criminal_record: 'issuedOn',
  identity: 'validUntil',
};

type Problem = FileProblem | { problem: Failure };

function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const detail =
    'name' in problem
      ? t(`errors.${problem.problem}Detail`, { name: problem.name })
      : problem.problem === 'tooManyFiles'
        ? t('errors.tooManyFilesDetail')
        : null;
  return (
    <Alert severity="error" data-testid="upload-error">
      <AlertTitle sx={{ mb: detail ? undefined : 0 }}>{t(`errors.${problem.problem}`)}</AlertTitle>
      {detail}
    </Alert>
  );
}

/**
 * Sends a kind's files (1–3, checked here for count, type and size before anything is sent)
 * with its date; the api's answer, or its error translated, follows. `onSent` runs once the
 * api has stored them; `onCancel` (a replacement) closes the form.
 */
export function UploadForm({
  uid,
  kind,
  replacing,
  onSent,
  onCancel,
}: {
  uid: string;
  kind: VerificationKind;
  replacing: boolean;
  onSent: () => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const language = pageLanguage(i18n.language);
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [day, setDay] = useState('');
  const [dayError, setDayError] = useState<FieldError | null>(null);
  const [sending, setSending] = useState(false);
  const dateField = DATE_FIELD[kind];

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setProblem(precheckFiles(chosen));
  };

  const send = async () => {
    const fileProblem = precheckFiles(files);
    setProblem(fileProblem);
    // An empty date is no field (the identity's expiry is optional; the record's is required).
    const fields: VerificationUploadFields = dateField && day ? { [dateField]: day } : {};
    const { checkUploadFields } = await import('./validation');
    const errors = checkUploadFields(kind, fields, todayUtc());
    const fieldError = dateField ? errors[dateField] : undefined;
    setDayError(fieldError ?? null);
    if (fileProblem || fieldError) return;
    setSending(true);
    try {
      await uploadDocument(uid, kind, files, fields);
      setFiles([]);
      setDay('');
      onSent();
    } catch (error) {
      setProblem({ problem: failureOf(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void send();
      }}
    >
      <Typography variant="body2" color="textSecondary">
        {t('upload.rules')}
      </Typography>
      <Box>
        <Button variant="outlined" component="label" htmlFor={inputId} disabled={sending}>
          {t('upload.choose')}
          <input
            id={inputId}
            type="file"
            hidden
            multiple
            disabled={sending}
            accept={VERIFICATION_ACCEPT}
            aria-label={t('upload.chooseLabel', { kind: t(`kinds.${kind}`) })}
            data-testid={`file-input-${kind}`}
            onChange={(event) => {
              choose(Array.from(event.target.files ?? []));
              // The same file chosen again (after a fix) still fires a change.
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {files.length > 0 && (
        <List dense disablePadding aria-label={t('upload.chosen')}>
          {files.map((file, index) => (
            <ListItem key={`${file.name}-${index}`} disableGutters>
              <ListItemText
                primary={file.name}
                secondary={formatSize(file.size, language)}
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {dateField && (
        <TextField
          type="date"
          label={t(`upload.${dateField}`)}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          required={dateField === 'issuedOn'}
          disabled={sending}
          error={dayError !== null}
          helperText={
            dayError
              ? t(dayError.key, dayError.values ?? {})
              : dateField === 'issuedOn'
                ? t('upload.issuedOnHelp')
                : undefined
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { max: dateField === 'issuedOn' ? todayUtc() : undefined },
          }}
          sx={{ maxWidth: 320 }}
        />
      )}
      {problem && <ProblemAlert problem={problem} />}
      {sending && (
        <Box>
          <Typography variant="body2">{t('upload.sending')}</Typography>
          <LinearProgress aria-label={t('upload.sendingLabel', { kind: t(`kinds.${kind}`) })} />
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" type="submit" disabled={sending} data-testid={`send-${kind}`}>
          {replacing ? t('upload.replace') : t('upload.send')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            {t('upload.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REJECTION_REASONS,
  VERIFICATION_LIMITS,
  type RejectionReason,
  type VerificationKind,
} from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { decideDocument, failureOf, type VerificationFailure } from './api';
import { VERIFICATION_ADMIN_NS } from './i18n';
import type { Decision } from './model';

/** Failures after which the document on screen is out of date. */
const STALE: readonly VerificationFailure[] = ['invalid_transition', 'document_not_found'];

/**
 * Confirms a decision on one document. A rejection needs a reason from the list, and a free
 * text with `other`; a failure stays in the dialog, translated, with what was chosen.
 */
export function DecisionDialog({
  uid,
  displayName,
  kind,
  mode,
  onClose,
  onDone,
  onStale,
}: {
  uid: string;
  displayName: string;
  kind: VerificationKind;
  mode: 'approve' | 'reject';
  onClose: () => void;
  onDone: () => void;
  /** The document changed meanwhile: the page reloads it. */
  onStale: () => void;
}) {
  const { t } = useTranslation(VERIFICATION_ADMIN_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'reason' | 'text', FieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const message = (error: FieldError | undefined) =>
    error ? common(error.key, { ...error.values }) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setBusy(true);
    let decision: Decision = { decision: 'approve' };
    if (mode === 'reject') {
      const { checkRejection } = await import('./rejection');
      const checked = checkRejection({ reason, text });
      if (!checked.ok) {
        setErrors({ [checked.field]: checked.error });
        setBusy(false);
        return;
      }
      decision = checked.decision;
    }
    try {
      await decideDocument(uid, kind, decision);
      onDone();
    } catch (caught) {
      const why = failureOf(caught);
      setFailure(t(`errors.${why}`));
      setBusy(false);
      if (STALE.includes(why)) onStale();
    }
  };

  const values = { kind: t(`kind.${kind}`), name: displayName };
  return (
    <Dialog
      open
      // A stray click outside must not lose the reason typed; Escape and the back button close.
      onClose={(_event, why) => {
        if (!busy && why !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t(`${mode}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`${mode}.text`, values)}</DialogContentText>
          {mode === 'reject' && (
            <>
              <FormControl error={Boolean(errors.reason)} required>
                <FormLabel id={`${titleId}-reason`}>{t('reject.reason')}</FormLabel>
                <RadioGroup
                  aria-labelledby={`${titleId}-reason`}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value as RejectionReason);
                    setErrors({});
                  }}
                >
                  {REJECTION_REASONS.map((name) => (
                    <FormControlLabel
                      key={name}
                      value={name}
                      control={<Radio />}
                      label={t(`reasons.${name}`)}
                    />
                  ))}
                </RadioGroup>
                {errors.reason && <FormHelperText>{message(errors.reason)}</FormHelperText>}
              </FormControl>
              {reason === 'other' && (
                <TextField
                  label={t('reject.other')}
                  required
                  multiline
                  minRows={3}
                  fullWidth
                  autoFocus
                  sx={{ mt: 2 }}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setErrors({});
                  }}
                  error={Boolean(errors.text)}
                  helperText={
                    message(errors.text) ??
                    `${text.length} / ${VERIFICATION_LIMITS.reasonMaxLength}`
                  }
                  slotProps={{ htmlInput: { maxLength: VERIFICATION_LIMITS.reasonMaxLength } }}
                />
              )}
            </>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={mode === 'approve' ? 'success' : 'error'}
            disabled={busy}
          >
            {t(`${mode}.submit`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

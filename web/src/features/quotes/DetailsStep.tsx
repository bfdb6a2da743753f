import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY, QUOTE_LIMITS, URGENCIES, type Urgency } from '@marketplace/domain';
import { fieldId, textFieldProps, type StepProps } from './formKit';
import { QUOTES_NS } from './namespace';

const isUrgency = (value: string): value is Urgency =>
  (URGENCIES as readonly string[]).includes(value);

/** Step 2: what is to be done, how urgently, and the budget if the customer has one. */
export function DetailsStep(props: StepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const urgencyLabel = useId();
  const { draft, change, message } = props;
  const urgencyError = message('urgency');
  const length = draft.description.trim().length;

  return (
    <Stack spacing={3}>
      <TextField
        {...textFieldProps(
          props,
          'description',
          'description',
          t('describe.description'),
          t('describe.descriptionHelp', { min: QUOTE_LIMITS.descriptionMin, typed: length }),
        )}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.description } }}
      />
      <FormControl
        error={urgencyError !== undefined}
        id={fieldId('urgency')}
        tabIndex={-1}
        required
      >
        <FormLabel id={urgencyLabel}>{t('describe.urgency')}</FormLabel>
        <RadioGroup
          aria-labelledby={urgencyLabel}
          name="urgency"
          value={draft.urgency}
          onChange={(event) => {
            const { value } = event.target;
            change(
              (current) => ({ ...current, urgency: isUrgency(value) ? value : '' }),
              'urgency',
            );
          }}
        >
          {URGENCIES.map((urgency) => (
            <FormControlLabel
              key={urgency}
              value={urgency}
              control={<Radio />}
              label={t(`urgency.${urgency}`)}
            />
          ))}
        </RadioGroup>
        {urgencyError && <FormHelperText>{urgencyError}</FormHelperText>}
      </FormControl>
      <TextField
        {...textFieldProps(
          props,
          'budget',
          'budgetFCFA',
          t('describe.budget'),
          t('describe.budgetHelp'),
        )}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">{CURRENCY}</InputAdornment> },
        }}
      />
    </Stack>
  );
}

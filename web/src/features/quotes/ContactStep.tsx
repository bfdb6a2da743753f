import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_METHODS, QUOTE_LIMITS, type ContactMethod } from '@marketplace/domain';
import { fieldId, textFieldProps, type StepProps } from './formKit';
import { QUOTES_NS } from './namespace';

const isContactMethod = (value: string): value is ContactMethod =>
  (CONTACT_METHODS as readonly string[]).includes(value);

/** Step 4: how the providers should get in touch, and anything else they should know. */
export function ContactStep(props: StepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const labelId = useId();
  const { draft, change, message } = props;
  const error = message('contactMethod');
  return (
    <Stack spacing={3}>
      <FormControl error={error !== undefined} id={fieldId('contactMethod')} tabIndex={-1} required>
        <FormLabel id={labelId}>{t('contact.method')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="contactMethod"
          value={draft.contactMethod}
          onChange={(event) => {
            const { value } = event.target;
            change(
              (current) => ({ ...current, contactMethod: isContactMethod(value) ? value : '' }),
              'contactMethod',
            );
          }}
        >
          {CONTACT_METHODS.map((method) => (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio />}
              label={t(`contactMethod.${method}`)}
            />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      <TextField
        {...textFieldProps(
          props,
          'additionalInfo',
          'additionalInfo',
          t('contact.additionalInfo'),
          t('contact.additionalInfoHelp'),
        )}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.additionalInfo } }}
      />
    </Stack>
  );
}

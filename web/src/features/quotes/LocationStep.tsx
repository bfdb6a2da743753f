import { FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QUOTE_LIMITS } from '@marketplace/domain';
import { PlaceField } from '../../shared/ui/PlaceField';
import { fieldId, textFieldProps, type StepProps } from './formKit';
import { QUOTES_NS } from './namespace';

/** Step 3: where the job is (the marketplace's city picker, then the address) and when. */
export function LocationStep(props: StepProps & { today: string }) {
  const { t } = useTranslation(QUOTES_NS);
  const { change, message, language, today } = props;
  const cityError = message('location.city');
  const setCity = (city: string) =>
    change((current) => ({ ...current, city }), 'location.city', 'location');

  return (
    <Stack spacing={3}>
      <div>
        <PlaceField
          id={fieldId('location.city')}
          label={t('location.city')}
          placeholder={t('location.cityPlaceholder')}
          citiesLabel={t('location.cities')}
          countriesLabel={t('location.countries')}
          noOptionsText={t('location.noCity')}
          language={language}
          value={props.draft.city}
          onValueChange={setCity}
          onPick={setCity}
        />
        <FormHelperText error={cityError !== undefined} sx={{ mx: 1.75 }}>
          {cityError ?? t('location.cityHelp')}
        </FormHelperText>
      </div>
      <TextField
        {...textFieldProps(props, 'address', 'location.address', t('location.address'))}
        required
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.address } }}
      />
      <TextField
        {...textFieldProps(
          props,
          'preferredDate',
          'preferredDate',
          t('location.preferredDate'),
          t('location.preferredDateHelp'),
        )}
        type="date"
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

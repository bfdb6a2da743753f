import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, formatFCFA, localize, type Language } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import type { ServiceOption } from './converters';
import { AddIcon, RemoveIcon } from './icons';
import { BOOKINGS_NS } from './namespace';
import { useDurationText } from './useDurationText';

/** "15 000 FCFA / heure": what the service costs, by its unit. */
export function useServicePrice() {
  const { t } = useTranslation(BOOKINGS_NS);
  return (service: ServiceOption) =>
    t(`service.price.${service.unit}`, { price: formatFCFA(service.priceFCFA) });
}

export interface ServicePickerProps {
  providerId: string;
  /** The provider's bookable services (not priced on quote). */
  bookable: ServiceOption[];
  /** Their services priced on quote: asked for with a quote request instead. */
  onQuote: ServiceOption[];
  serviceId: string;
  onService: (serviceId: string) => void;
  error?: string;
  language: Language;
  fieldId: (path: string) => string;
}

/** The provider's services to book, and those that are asked for with a quote instead. */
export function ServicePicker(props: ServicePickerProps) {
  const { bookable, onQuote, serviceId, onService, error, language } = props;
  const { t } = useTranslation(BOOKINGS_NS);
  const labelId = useId();
  const priceOf = useServicePrice();
  const quotePath = `/smart-quotation?provider=${encodeURIComponent(props.providerId)}`;
  return (
    <Stack spacing={2}>
      {bookable.length === 0 ? (
        <Alert severity="info">{t('service.noneBookable')}</Alert>
      ) : (
        <FormControl error={error !== undefined} id={props.fieldId('serviceId')} tabIndex={-1}>
          <FormLabel id={labelId}>{t('service.label')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="serviceId"
            value={serviceId}
            onChange={(event) => onService(event.target.value)}
          >
            {bookable.map((service) => (
              <FormControlLabel
                key={service.id}
                value={service.id}
                control={<Radio />}
                label={t('service.option', {
                  title: localize(service.title, language),
                  price: priceOf(service),
                })}
              />
            ))}
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
      {onQuote.length > 0 && (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button color="inherit" size="small" component={LocalizedLink} to={quotePath}>
              {t('service.requestQuote')}
            </Button>
          }
        >
          {t('service.onQuote', {
            titles: onQuote.map((service) => localize(service.title, language)).join(', '),
          })}
        </Alert>
      )}
    </Stack>
  );
}

export interface DurationPickerProps {
  service: ServiceOption;
  durationMinutes: number;
  onDuration: (minutes: number) => void;
  error?: string;
  fieldId: (path: string) => string;
}

/** Fixed for a fixed-price service; by steps of 15 minutes for one paid by the hour or day. */
export function DurationPicker({
  service,
  durationMinutes,
  onDuration,
  error,
  fieldId,
}: DurationPickerProps) {
  const { t } = useTranslation(BOOKINGS_NS);
  const durationText = useDurationText();
  const labelId = useId();
  const step = BOOKING_LIMITS.durationStep;
  if (service.unit === 'fixed') {
    return (
      <Typography id={fieldId('durationMinutes')}>
        {t('durationPicker.fixed', { duration: durationText(durationMinutes) })}
      </Typography>
    );
  }
  return (
    <Box id={fieldId('durationMinutes')} tabIndex={-1}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('durationPicker.label')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          onClick={() => onDuration(durationMinutes - step)}
          disabled={durationMinutes - step < BOOKING_LIMITS.durationMin}
          aria-label={t('durationPicker.shorter', { step })}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          aria-labelledby={labelId}
          aria-live="polite"
          data-testid="duration-value"
          sx={{ minWidth: 80, textAlign: 'center', fontWeight: 600 }}
        >
          {durationText(durationMinutes)}
        </Typography>
        <IconButton
          onClick={() => onDuration(durationMinutes + step)}
          disabled={durationMinutes + step > BOOKING_LIMITS.durationMax}
          aria-label={t('durationPicker.longer', { step })}
        >
          <AddIcon />
        </IconButton>
      </Stack>
      <FormHelperText error={error !== undefined}>
        {error ??
          t('durationPicker.help', {
            step,
            min: BOOKING_LIMITS.durationMin,
            maxHours: BOOKING_LIMITS.durationMax / 60,
          })}
      </FormHelperText>
    </Box>
  );
}

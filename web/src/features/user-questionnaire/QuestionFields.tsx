import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_NAMES,
  DEMO_LIMITS,
  QUESTIONNAIRE_CITIES,
  QUESTIONNAIRE_SERVICES,
  type QuestionnaireService,
} from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { USER_QUESTIONNAIRE_NS } from './i18n';
import { countryOfCity } from './model';

export const questionId = (question: string) => `questionnaire-${question}`;

interface QuestionProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  /** The question's message, translated. */
  error: string | undefined;
}

/** One answer among a few, as radio buttons; `labelValues` fills an option's label. */
export function ChoiceQuestion({
  question,
  options,
  value,
  onChange,
  error,
  labelValues,
}: QuestionProps<string> & {
  question: 'frequency' | 'paymentMethod' | 'budget';
  options: readonly string[];
  labelValues?: (option: string) => Record<string, string>;
}) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  return (
    <FormControl
      component="fieldset"
      id={questionId(question)}
      tabIndex={-1}
      error={error !== undefined}
    >
      <FormLabel component="legend">{t(`questions.${question}.label`)}</FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={t(`questions.${question}.options.${option}`, labelValues?.(option) ?? {})}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Services needed: up to DEMO_LIMITS.servicesMax boxes ticked. */
export function ServicesQuestion({
  value,
  onChange,
  error,
}: QuestionProps<QuestionnaireService[]>) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const full = value.length >= DEMO_LIMITS.servicesMax;
  const toggle = (service: QuestionnaireService, checked: boolean) =>
    onChange(checked ? [...value, service] : value.filter((each) => each !== service));
  return (
    <FormControl
      component="fieldset"
      id={questionId('services')}
      tabIndex={-1}
      error={error !== undefined}
    >
      <FormLabel component="legend">{t('questions.services.label')}</FormLabel>
      <FormGroup row>
        {QUESTIONNAIRE_SERVICES.map((service) => {
          const checked = value.includes(service);
          return (
            <FormControlLabel
              key={service}
              control={
                <Checkbox
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(service, event.target.checked)}
                />
              }
              label={t(`questions.services.options.${service}`)}
            />
          );
        })}
      </FormGroup>
      <FormHelperText>
        {error ?? t('questions.services.help', { max: DEMO_LIMITS.servicesMax })}
      </FormHelperText>
    </FormControl>
  );
}

/** The city, among the main cities of the 12 countries (grouped by country), or another. */
export function CityQuestion({ value, onChange, error }: QuestionProps<string>) {
  const { t } = useTranslation(USER_QUESTIONNAIRE_NS);
  const language = usePageLanguage();
  const groupOf = (city: string) => {
    const country = countryOfCity(city);
    return country ? COUNTRY_NAMES[country][language] : t('questions.city.otherGroup');
  };
  const labelOf = (city: string) =>
    countryOfCity(city) ? city : t(`questions.city.options.${city}`);
  // Grouped: Autocomplete wants the options of a group next to each other.
  const options = [...QUESTIONNAIRE_CITIES].sort((a, b) => {
    const [groupA, groupB] = [countryOfCity(a), countryOfCity(b)];
    if (groupA === groupB) return 0;
    if (groupA === null) return 1;
    if (groupB === null) return -1;
    return groupOf(a).localeCompare(groupOf(b), language);
  });
  return (
    <Autocomplete
      id={questionId('city')}
      options={options}
      value={value || null}
      onChange={(_, city) => onChange(city ?? '')}
      groupBy={groupOf}
      getOptionLabel={labelOf}
      noOptionsText={t('questions.city.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('questions.city.label')}
          error={error !== undefined}
          helperText={error ?? t('questions.city.help')}
        />
      )}
    />
  );
}

import {
  Alert,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { OTHER_SERVICE } from './draft';
import { fieldId, type StepProps } from './formKit';
import { QUOTES_NS } from './namespace';

/** The active categories to choose from, or why they are not there. */
function CategoryChoice({
  draft,
  change,
  message,
  language,
  categories,
  categoriesFailed,
}: StepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const labelId = useId();
  const error = message('category');
  if (categoriesFailed) return <Alert severity="error">{t('service.categoriesFailed')}</Alert>;
  if (!categories) return <CircularProgress aria-label={t('service.loading')} />;
  return (
    <FormControl error={error !== undefined} id={fieldId('category')} tabIndex={-1}>
      <FormLabel id={labelId}>{t('service.category')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="category"
        value={draft.category}
        onChange={(event) => {
          const { value } = event.target;
          change((current) => ({ ...current, category: value }), 'category');
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {categories.map((category) => (
          <FormControlLabel
            key={category.slug}
            value={category.slug}
            control={<Radio />}
            label={localize(category.name, language)}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Step 1: the kind of service, or one of the chosen provider's services (or another need). */
export function ServiceStep(props: StepProps) {
  const { t } = useTranslation(QUOTES_NS);
  const labelId = useId();
  const { draft, change, message, language, target, categories } = props;
  if (!target) return <CategoryChoice {...props} />;

  if (target.name === null) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" component={LocalizedLink} to="/smart-quotation">
            {t('service.openInstead')}
          </Button>
        }
      >
        {t('service.providerNotFound')}
      </Alert>
    );
  }

  const error = message('service');
  const categoryName = (slug: string) => {
    const category = categories?.find((item) => item.slug === slug);
    return category ? localize(category.name, language) : slug;
  };
  const choose = (service: string) => {
    const chosen = target.services?.find((item) => item.id === service);
    change(
      (current) => ({ ...current, service, category: chosen ? chosen.category : '' }),
      'service',
      'category',
    );
  };

  return (
    <Stack spacing={3}>
      {target.name !== undefined && (
        <Typography>{t('service.aimedAt', { name: target.name })}</Typography>
      )}
      {target.servicesFailed && <Alert severity="warning">{t('service.servicesFailed')}</Alert>}
      {!target.services && !target.servicesFailed ? (
        <CircularProgress aria-label={t('service.loading')} />
      ) : (
        <FormControl error={error !== undefined} id={fieldId('service')} tabIndex={-1}>
          <FormLabel id={labelId}>{t('service.service')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="service"
            value={draft.service}
            onChange={(event) => choose(event.target.value)}
          >
            {(target.services ?? []).map((service) => (
              <FormControlLabel
                key={service.id}
                value={service.id}
                control={<Radio />}
                label={t('service.serviceOption', {
                  title: localize(service.title, language),
                  category: categoryName(service.category),
                })}
              />
            ))}
            <FormControlLabel
              value={OTHER_SERVICE}
              control={<Radio />}
              label={t('service.other')}
            />
          </RadioGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
      {draft.service === OTHER_SERVICE && <CategoryChoice {...props} />}
      {draft.service !== OTHER_SERVICE && draft.service !== '' && message('category') && (
        <Alert severity="error">{message('category')}</Alert>
      )}
    </Stack>
  );
}

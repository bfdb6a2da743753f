import { Alert, Button, Grid, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localize, PROVIDER_LIMITS, SERVICE_UNITS } from '@marketplace/domain';
import { emptyService, type ServiceDraft, type ServiceUnit } from './draft';
import { fieldId, type StepProps } from './formKit';
import { ONBOARDING_NS } from './namespace';

type ServiceTextKey = Exclude<keyof ServiceDraft, 'id' | 'unit'>;

/** Where each form field's message is: the path in the service document. */
const PATHS: Record<ServiceTextKey | 'unit', string> = {
  titleFr: 'title.fr',
  titleEn: 'title.en',
  category: 'category',
  price: 'priceFCFA',
  unit: 'unit',
  duration: 'durationMinutes',
  descriptionFr: 'description.fr',
  descriptionEn: 'description.en',
};

const isUnit = (value: string): value is ServiceUnit =>
  (SERVICE_UNITS as readonly string[]).includes(value);

export interface ServicesStepProps extends StepProps {
  /** The most services this form offers (1 for the basic form). */
  maxServices: number;
}

/** Step 4: the services, each with a bilingual title, a category, a price in FCFA and a unit. */
export function ServicesStep(props: ServicesStepProps) {
  const { draft, change, message, language, categories, maxServices } = props;
  const { t } = useTranslation(ONBOARDING_NS);
  const listError = message('services');

  const update = (index: number, key: keyof ServiceDraft, value: string) => {
    change(
      (current) => ({
        ...current,
        services: current.services.map((service, at) =>
          at === index ? { ...service, [key]: value } : service,
        ),
      }),
      `services.${index}.${PATHS[key as ServiceTextKey]}`,
    );
  };
  const remove = (index: number) =>
    change(
      (current) => ({
        ...current,
        services: current.services.filter((_, at) => at !== index),
      }),
      'services',
    );
  const add = () =>
    change(
      (current) => ({
        ...current,
        services: [
          ...current.services,
          emptyService(current.categories[0] ?? '', current.services),
        ],
      }),
      'services',
    );

  const categoryName = (slug: string) => {
    const category = categories?.find((item) => item.slug === slug);
    return category ? localize(category.name, language) : slug;
  };

  return (
    <Stack spacing={2}>
      {maxServices === 1 && (
        <Typography color="textSecondary">{t('services.basicHint')}</Typography>
      )}
      {listError && <Alert severity="error">{listError}</Alert>}
      {draft.services.map((service, index) => {
        const path = (key: ServiceTextKey | 'unit') => `services.${index}.${PATHS[key]}`;
        const field = (key: ServiceTextKey, label: string, help?: string) => {
          const error = message(path(key));
          return {
            id: fieldId(path(key)),
            name: path(key),
            label,
            value: service[key],
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              update(index, key, event.target.value),
            error: error !== undefined,
            helperText: error ?? help,
            fullWidth: true,
          };
        };
        const unitError = message(path('unit'));
        return (
          <Paper
            key={service.id}
            variant="outlined"
            component="section"
            aria-labelledby={fieldId(`services.${index}.heading`)}
            sx={{ p: 2 }}
            data-testid={`service-${index}`}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
            >
              <Typography
                id={fieldId(`services.${index}.heading`)}
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600 }}
              >
                {t('services.heading', { number: index + 1 })}
              </Typography>
              {draft.services.length > 1 && (
                <Button color="error" size="small" onClick={() => remove(index)}>
                  {t('services.remove')}
                </Button>
              )}
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field('titleFr', t('services.titleFr'))}
                  required
                  lang="fr"
                  slotProps={{ htmlInput: { maxLength: PROVIDER_LIMITS.serviceTitle } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field('titleEn', t('services.titleEn'))}
                  lang="en"
                  slotProps={{ htmlInput: { maxLength: PROVIDER_LIMITS.serviceTitle } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  {...field('category', t('services.category'))}
                  select
                  required
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t('services.chooseCategory')}</option>
                  {draft.categories.map((slug) => (
                    <option key={slug} value={slug}>
                      {categoryName(slug)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  id={fieldId(path('unit'))}
                  name={path('unit')}
                  label={t('services.unit')}
                  value={service.unit}
                  onChange={(event) => {
                    if (isUnit(event.target.value)) update(index, 'unit', event.target.value);
                  }}
                  error={unitError !== undefined}
                  helperText={unitError}
                  select
                  required
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {SERVICE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`services.units.${unit}`)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  {...field(
                    'price',
                    t('services.price'),
                    service.unit === 'quote'
                      ? t('services.priceQuoteHelp')
                      : t('services.priceHelp'),
                  )}
                  required={service.unit !== 'quote'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <TextField
                  {...field('duration', t('services.duration'))}
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field('descriptionFr', t('services.descriptionFr'))}
                  multiline
                  minRows={2}
                  lang="fr"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  {...field('descriptionEn', t('services.descriptionEn'))}
                  multiline
                  minRows={2}
                  lang="en"
                />
              </Grid>
            </Grid>
          </Paper>
        );
      })}
      {draft.services.length < maxServices ? (
        <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
          {t('services.add')}
        </Button>
      ) : (
        maxServices > 1 && (
          <Typography variant="body2" color="textSecondary">
            {t('services.limit', { max: maxServices })}
          </Typography>
        )
      )}
    </Stack>
  );
}

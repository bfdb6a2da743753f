import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { StepNumber } from './InfoLayout';
import { useTranslation } from 'react-i18next';
import { INFO_STEPS_NS } from './stepsI18n';

/** The customer's journey in four steps. */
export const CUSTOMER_STEPS = ['search', 'compare', 'book', 'pay'] as const;

export interface HowItWorksStepsProps {
  /** Replaces the default title "Comment ça marche" / "How it works". */
  title?: string;
  /** Level of the title; the step titles use the next level. Default 2 (a home section). */
  headingLevel?: 2 | 3;
  /** Shows the "En savoir plus" / "Learn more" link to /how-it-works. Default true. */
  showLearnMore?: boolean;
}

/** Compact "how it works" for customers, shared by the home page and /how-it-works. */
export function HowItWorksSteps({
  title,
  headingLevel = 2,
  showLearnMore = true,
}: HowItWorksStepsProps) {
  const { t } = useTranslation(INFO_STEPS_NS);
  const titleId = useId();
  const titleComponent = headingLevel === 2 ? 'h2' : 'h3';
  const stepComponent = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="how-it-works-steps">
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography id={titleId} variant="h5" component={titleComponent} sx={{ fontWeight: 600 }}>
          {title ?? t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Stack>
      <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CUSTOMER_STEPS.map((step, index) => (
          <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            <Stack spacing={1.5}>
              <StepNumber number={index + 1} />
              <Typography variant="h6" component={stepComponent} sx={{ fontWeight: 600 }}>
                {t(`items.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`items.${step}.text`)}
              </Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
      {showLearnMore && (
        <Button
          component={LocalizedLink}
          to="/how-it-works"
          variant="outlined"
          aria-label={t('learnMoreLabel')}
          sx={{ mt: 3 }}
        >
          {t('learnMore')}
        </Button>
      )}
    </Box>
  );
}

import { Box, Button, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { useId } from 'react';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { STEP_NUMBER_STYLE } from './InfoLayout';
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

/**
 * The steps are plain elements styled from their list, with the look of the info pages' step
 * numbers and of MUI's Typography (h6 titles, secondary body2 texts): the home page draws them
 * on every first visit (issue 11). One column on a phone, two on a tablet, four from `md`.
 */
const stepsSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
  gap: 3,
  '& li': { display: 'flex', flexDirection: 'column', gap: 1.5 },
  '& .number': STEP_NUMBER_STYLE,
  '& h3, & h4': { ...theme.typography.h6, fontWeight: 600, m: 0 },
  '& p': { ...theme.typography.body2, color: 'text.secondary', m: 0 },
});

/** Compact "how it works" for customers, shared by the home page and /how-it-works. */
export function HowItWorksSteps({
  title,
  headingLevel = 2,
  showLearnMore = true,
}: HowItWorksStepsProps) {
  const { t } = useTranslation(INFO_STEPS_NS);
  const titleId = useId();
  const titleComponent = headingLevel === 2 ? 'h2' : 'h3';
  const StepTitle = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="how-it-works-steps">
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography id={titleId} variant="h5" component={titleComponent} sx={{ fontWeight: 600 }}>
          {title ?? t('title')}
        </Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <Box component="ol" sx={stepsSx}>
        {CUSTOMER_STEPS.map((step, index) => (
          <li key={step}>
            <span className="number" aria-hidden>
              {index + 1}
            </span>
            <StepTitle>{t(`items.${step}.title`)}</StepTitle>
            <p>{t(`items.${step}.text`)}</p>
          </li>
        ))}
      </Box>
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

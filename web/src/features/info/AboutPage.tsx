import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { COUNTRY_CODES, COUNTRY_CODES_BY_NAME, COUNTRY_NAMES } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { plainOutlinedChip } from '../../shared/ui/plainChip';
import { ContactDetails } from './ContactDetails';
import { BulletList, PageHeader, Paragraphs, Section } from './InfoLayout';
import { useInfoText } from './useInfoText';
import { addTranslations } from '../../shared/i18n';
import { INFO_NS } from './i18n';
import en from './locales/about.en.json';
import fr from './locales/about.fr.json';

addTranslations(INFO_NS, { fr, en });

const AUDIENCES = ['customers', 'providers'] as const;
const VALUES = ['verified', 'prices', 'mobileMoney', 'offline'] as const;
const MORE_LINKS = [
  { to: '/how-it-works', key: 'howItWorks' },
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
] as const;

/** The countries as plain outlined chips (a Chip each cost twelve times its components). */
const CountryList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& > li': plainOutlinedChip(theme, 'medium'),
}));

export default function AboutPage() {
  const { t, language, list } = useInfoText();
  const countries = COUNTRY_CODES_BY_NAME[language].map((code) => ({
    code,
    name: COUNTRY_NAMES[code][language],
  }));

  return (
    <Stack spacing={{ xs: 5, md: 7 }} sx={{ pb: 8 }}>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />

      <Section id="mission" title={t('about.mission.title')}>
        <Paragraphs items={list('about.mission.paragraphs')} />
      </Section>

      <Section id="audiences" title={t('about.audiences.title')}>
        <Grid container spacing={2}>
          {AUDIENCES.map((audience) => (
            <Grid key={audience} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom sx={{ fontWeight: 600 }}>
                    {t(`about.audiences.${audience}.title`)}
                  </Typography>
                  <Typography color="textSecondary" sx={{ mb: 1.5 }}>
                    {t(`about.audiences.${audience}.intro`)}
                  </Typography>
                  <BulletList items={list(`about.audiences.${audience}.points`)} />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="countries" title={t('about.countries.title')}>
        <Typography>{t('about.countries.intro', { total: COUNTRY_CODES.length })}</Typography>
        <CountryList aria-label={t('about.countries.listLabel')}>
          {countries.map(({ code, name }) => (
            <li key={code} data-testid={`country-${code}`}>
              {name}
            </li>
          ))}
        </CountryList>
      </Section>

      <Section id="values" title={t('about.values.title')}>
        <Grid container spacing={2}>
          {VALUES.map((value) => (
            <Grid key={value} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom sx={{ fontWeight: 600 }}>
                    {t(`about.values.items.${value}.title`)}
                  </Typography>
                  <Typography color="textSecondary">
                    {t(`about.values.items.${value}.text`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="contact" title={t('about.contact.title')}>
        <Typography>{t('about.contact.intro')}</Typography>
        <ContactDetails />
      </Section>

      <Section id="more" title={t('about.more.title')}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          {MORE_LINKS.map(({ to, key }) => (
            <Button key={to} component={LocalizedLink} to={to} variant="outlined">
              {t(`about.more.${key}`)}
            </Button>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { saveLanguage } from '../../shared/i18n/detection';
import { localizedPath } from '../../shared/i18n/language';
import { useIsRouteAvailable } from '../../shared/routing/RouteAvailability';
import { useThemeMode } from '../../shared/theme/ThemeModeProvider';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { CAPABILITIES, DEMO_GROUPS, DEMOS, type Demo } from './demos';
import { PageHeader, Section } from './InfoLayout';
import { useInfoText } from './useInfoText';
import { addTranslations } from '../../shared/i18n';
import { INFO_NS } from './i18n';
import en from './locales/demos.en.json';
import fr from './locales/demos.fr.json';

addTranslations(INFO_NS, { fr, en });

export default function DemoOverviewPage() {
  const { t } = useInfoText();
  const isAvailable = useIsRouteAvailable();
  const available = DEMOS.filter((demo) => isAvailable(demo.path));
  const groups = DEMO_GROUPS.map((group) => ({
    group,
    demos: available.filter((demo) => demo.group === group),
  })).filter(({ demos }) => demos.length > 0);

  return (
    <Stack spacing={{ xs: 4, md: 6 }} sx={{ pb: 8 }}>
      <PageHeader title={t('demos.title')} intro={t('demos.intro')} />

      <Section id="demo-capabilities" title={t('demos.capabilities.title')}>
        <Typography>{t('demos.capabilities.intro')}</Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CAPABILITIES.map((capability) => (
            <Grid key={capability} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
              <CapabilityCard capability={capability} />
            </Grid>
          ))}
        </Grid>
      </Section>

      {groups.length > 0 && (
        <Section id="demo-pages" title={t('demos.routes.title')}>
          <Typography>{t('demos.routes.intro')}</Typography>
          {groups.map(({ group, demos }) => (
            <Stack
              key={group}
              spacing={2}
              component="section"
              aria-label={t(`demos.groups.${group}`)}
            >
              <Typography variant="h6" component="h3" sx={{ fontWeight: 600, pt: 1 }}>
                {t(`demos.groups.${group}`)}
              </Typography>
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {demos.map((demo) => (
                  <Grid key={demo.path} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                    <DemoCard demo={demo} />
                  </Grid>
                ))}
              </Grid>
            </Stack>
          ))}
        </Section>
      )}
    </Stack>
  );
}

function CapabilityCard({ capability }: { capability: (typeof CAPABILITIES)[number] }) {
  const { t } = useInfoText();
  const key = `demos.capabilities.items.${capability}`;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={`capability-${capability}`}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t(`${key}.title`)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t(`${key}.text`)}
        </Typography>
      </CardContent>
      {capability === 'language' && <LanguageAction label={t(`${key}.action`)} />}
      {capability === 'theme' && <ThemeAction />}
    </Card>
  );
}

/** Spec §4: a language change loads the same page under the other prefix, and is saved. */
function LanguageAction({ label }: { label: string }) {
  const otherLanguage = usePageLanguage() === 'fr' ? 'en' : 'fr';
  return (
    <CardActions>
      <Button
        href={localizedPath('/demo-overview', otherLanguage)}
        hrefLang={otherLanguage}
        onClick={() => saveLanguage(otherLanguage)}
      >
        {label}
      </Button>
    </CardActions>
  );
}

/** Flips between light and dark right here, through the app's theme setting. */
function ThemeAction() {
  const { t } = useInfoText();
  const { resolved, setMode } = useThemeMode();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <CardActions>
      <Button onClick={() => setMode(next)}>
        {t(`demos.capabilities.items.theme.${next === 'dark' ? 'toDark' : 'toLight'}`)}
      </Button>
    </CardActions>
  );
}

function DemoCard({ demo }: { demo: Demo }) {
  const { t } = useInfoText();
  const title = t(demo.titleKey);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={`demo-${demo.path}`}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }} gutterBottom>
          {title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={demo.audience === 'everyone' ? 'success' : 'default'}
          label={t('demos.audience.label', { audience: t(`demos.audience.${demo.audience}`) })}
          sx={{ mb: 1.5 }}
        />
        <Typography variant="body2" color="textSecondary">
          {t(demo.descriptionKey)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          component={LocalizedLink}
          to={demo.path}
          variant="contained"
          aria-label={t('demos.openLabel', { title })}
        >
          {t('demos.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

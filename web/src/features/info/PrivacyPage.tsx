import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { PROFILE_VISIBILITIES } from '@marketplace/domain';
import { CONTACT } from '../../shared/contact';
import { LANGUAGE_STORAGE_KEYS } from '../../shared/i18n/detection';
import { useIsRouteAvailable } from '../../shared/routing/RouteAvailability';
import { THEME_STORAGE_KEY } from '../../shared/theme/themeMode';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { CONTACT_EMAIL_HREF, ContactDetails } from './ContactDetails';
import { BulletList, Paragraphs, SubHeading } from './InfoLayout';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { useInfoText } from './useInfoText';
import { addTranslations } from '../../shared/i18n';
import { INFO_NS } from './i18n';
import en from './locales/privacy.en.json';
import fr from './locales/privacy.fr.json';

addTranslations(INFO_NS, { fr, en });

/** What the platform stores, in the order of DESIGN §2. */
export const STORED_DATA = [
  'account',
  'settings',
  'profile',
  'provider',
  'services',
  'quotes',
  'bookings',
  'contracts',
  'reviews',
  'messages',
  'notifications',
  'payments',
  'verification',
] as const;

/** Keys the app keeps in the browser's local storage, with the text that explains each. */
export const BROWSER_STORAGE_KEYS = [
  { key: LANGUAGE_STORAGE_KEYS[0], textKey: 'language' },
  { key: LANGUAGE_STORAGE_KEYS[1], textKey: 'i18nextLng' },
  { key: THEME_STORAGE_KEY, textKey: 'uiTheme' },
  { key: 'pwa-auto-installed', textKey: 'pwaAutoInstalled' },
  { key: 'pwa-popup-dismissed', textKey: 'pwaPopupDismissed' },
] as const;

const RIGHTS = ['access', 'correction', 'deletion', 'objection'] as const;

const SIMPLE_SECTIONS = ['location', 'assistant', 'hosting', 'roles', 'retention'] as const;

const P = 'privacy.sections';

export default function PrivacyPage() {
  const { t, list } = useInfoText();
  const isAvailable = useIsRouteAvailable();
  const title = (id: string) => t(`${P}.${id}.title`);

  const accountLinks = [
    { to: '/profile', label: t(`${P}.rights.profileLink`) },
    { to: '/settings', label: t(`${P}.rights.settingsLink`) },
  ].filter((link) => isAvailable(link.to));

  const sections: LegalSection[] = [
    {
      id: 'controller',
      title: title('controller'),
      content: <Paragraphs items={list(`${P}.controller.paragraphs`)} />,
    },
    {
      id: 'data',
      title: title('data'),
      content: (
        <>
          <Typography>{t(`${P}.data.intro`)}</Typography>
          {STORED_DATA.map((item) => (
            <StoredDataItem key={item} item={item} />
          ))}
        </>
      ),
    },
    {
      id: 'purposes',
      title: title('purposes'),
      content: <BulletList items={list(`${P}.purposes.items`)} />,
    },
    {
      id: 'device',
      title: title('device'),
      content: (
        <>
          <SubHeading>{t(`${P}.device.cookie.title`)}</SubHeading>
          <Typography>{t(`${P}.device.cookie.text`)}</Typography>
          <SubHeading>{t(`${P}.device.storage.title`)}</SubHeading>
          <Typography>{t(`${P}.device.storage.intro`)}</Typography>
          <BulletList
            items={BROWSER_STORAGE_KEYS.map(({ key, textKey }) => (
              <>
                <Box component="code" sx={{ fontWeight: 600 }}>
                  {key}
                </Box>{' '}
                — {t(`${P}.device.storage.keys.${textKey}`)}
              </>
            ))}
          />
          <SubHeading>{t(`${P}.device.offline.title`)}</SubHeading>
          <Typography>{t(`${P}.device.offline.text`)}</Typography>
        </>
      ),
    },
    ...SIMPLE_SECTIONS.map((id) => ({
      id,
      title: title(id),
      content: <Paragraphs items={list(`${P}.${id}.paragraphs`)} />,
    })),
    {
      id: 'rights',
      title: title('rights'),
      content: (
        <>
          <Typography>{t(`${P}.rights.intro`)}</Typography>
          <BulletList items={RIGHTS.map((right) => t(`${P}.rights.items.${right}`))} />
          <Typography>
            {t(`${P}.rights.outro`)}{' '}
            <Link href={CONTACT_EMAIL_HREF} sx={{ overflowWrap: 'anywhere' }}>
              {CONTACT.email}
            </Link>
          </Typography>
          {accountLinks.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {accountLinks.map((link) => (
                <Button key={link.to} component={LocalizedLink} to={link.to} variant="outlined">
                  {link.label}
                </Button>
              ))}
            </Stack>
          )}
        </>
      ),
    },
    {
      id: 'changes',
      title: title('changes'),
      content: <Paragraphs items={list(`${P}.changes.paragraphs`)} />,
    },
    {
      id: 'contact',
      title: title('contact'),
      content: (
        <>
          <Typography>{t(`${P}.contact.intro`)}</Typography>
          <ContactDetails />
        </>
      ),
    },
  ].map((section) => ({ ...section, id: `privacy-${section.id}` }));

  return (
    <LegalDocument title={t('privacy.title')} intro={t('privacy.intro')} sections={sections} />
  );
}

function StoredDataItem({ item }: { item: (typeof STORED_DATA)[number] }) {
  const { t } = useInfoText();
  const key = `${P}.data.items.${item}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid={`stored-${item}`}
    >
      <Stack spacing={1}>
        <SubHeading>{t(`${key}.title`)}</SubHeading>
        <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1 } }}>
          <Typography component="dt" variant="subtitle2" color="textSecondary">
            {t('common.whatLabel')}
          </Typography>
          <Typography component="dd">{t(`${key}.what`)}</Typography>
          <Typography component="dt" variant="subtitle2" color="textSecondary">
            {t('common.whoLabel')}
          </Typography>
          <Typography component="dd">{t(`${key}.who`)}</Typography>
        </Box>
        {item === 'profile' && (
          <BulletList
            items={PROFILE_VISIBILITIES.map((visibility) => t(`${key}.visibility.${visibility}`))}
          />
        )}
      </Stack>
    </Paper>
  );
}

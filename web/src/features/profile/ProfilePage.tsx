import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_NAMES,
  type Language,
  type UserDocument,
  dateTimeFormat,
} from '@marketplace/domain';
import { EmailVerificationStatus } from '../../shared/auth/EmailVerificationPanel';
import { menuTitleOf } from '../../shared/auth/userDisplay';
import { FacebookGlyph, InstagramGlyph, LinkedInGlyph, XGlyph } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { AccountGate, CompleteProfileNotice } from './AccountGate';
import { ProfilePageFrame, ProfileSection } from './ProfileLayout';
import { contentLanguage, PROFILE_NS } from './i18n';
import { ProfileAvatar } from './ProfileAvatar';
import { safeHref, SOCIAL_NETWORKS, type SocialNetwork } from './profileForm';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<{ fontSize?: 'small' }>> = {
  facebook: FacebookGlyph,
  instagram: InstagramGlyph,
  linkedin: LinkedInGlyph,
  x: XGlyph,
};

/** "1990-05-12" → "12 mai 1990" / "12 May 1990" (a calendar date: no time zone shift). */
export function formatBirthDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** "https://www.facebook.com/awa.diop/" → "facebook.com/awa.diop" */
const shortUrl = (href: string) => {
  const url = new URL(href);
  return `${url.host.replace(/^www\./, '')}${url.pathname}`.replace(/\/$/, '');
};

/** Opens in a new tab, and says so to screen readers. */
function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const text = shortUrl(href);
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('view.opensInNewTab', { label: `${label} ${text}` })}
      sx={{ wordBreak: 'break-all' }}
    >
      {text}
    </Link>
  );
}

/** Label/value pairs; an empty value reads "Not provided". */
function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 } },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd">
            {value || (
              <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
                {t('common.notProvided')}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProfileDetails({ user }: { user: UserDocument }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const language = contentLanguage(i18n.language);
  const name = menuTitleOf(user);
  const country = user.country ? COUNTRY_NAMES[user.country][language] : '';
  const place = [user.city, country].filter(Boolean).join(', ');
  const website = safeHref(user.website);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const href = safeHref(user.socialMedia[network]);
    return href ? [{ network, href }] : [];
  });

  return (
    <Stack spacing={3}>
      <EmailVerificationStatus continuePath="/profile" />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 3,
        }}
      >
        <ProfileAvatar user={user} size={96} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {user.email && name !== user.email && (
            <Typography color="textSecondary">{user.email}</Typography>
          )}
          {place && <Typography color="textSecondary">{place}</Typography>}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" component={LocalizedLink} to="/profile/edit">
            {t('view.edit')}
          </Button>
          <Button variant="outlined" component={LocalizedLink} to="/settings">
            {t('view.settings')}
          </Button>
        </Stack>
      </Paper>

      <ProfileSection title={t('view.contact')}>
        <Details
          rows={[
            [t('fields.email'), user.email],
            [
              t('fields.phone'),
              user.phone && <Link href={`tel:${user.phone.replace(/ /g, '')}`}>{user.phone}</Link>,
            ],
            [t('fields.address'), user.address],
            [t('fields.city'), user.city],
            [t('fields.country'), country],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t('view.personal')}>
        <Details
          rows={[
            [
              t('fields.dateOfBirth'),
              user.dateOfBirth && formatBirthDate(user.dateOfBirth, language),
            ],
            [t('fields.gender'), user.gender && t(`genders.${user.gender}`)],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t('view.about')}>
        <Typography
          sx={{ whiteSpace: 'pre-line', mb: 2 }}
          color={user.bio ? undefined : 'text.secondary'}
        >
          {user.bio || t('view.noBio')}
        </Typography>
        <Details
          rows={[
            [
              t('fields.website'),
              website ? <ExternalLink href={website} label={t('fields.website')} /> : '',
            ],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t('view.social')}>
        {socials.length === 0 ? (
          <Typography color="textSecondary">{t('view.noSocial')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {socials.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <Box
                  component="li"
                  key={network}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    '& > svg': { fontSize: 20, flexShrink: 0 },
                  }}
                >
                  <Icon />
                  <Typography component="span" sx={{ minWidth: 96 }}>
                    {t(`fields.${network}`)}
                  </Typography>
                  <ExternalLink href={href} label={t(`fields.${network}`)} />
                </Box>
              );
            })}
          </Stack>
        )}
      </ProfileSection>
    </Stack>
  );
}

/** /profile: the signed-in user's account, with links to edit it and to the settings. */
export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <ProfilePageFrame title={t('view.title')}>
      <AccountGate>
        {({ user }) => (user ? <ProfileDetails user={user} /> : <CompleteProfileNotice />)}
      </AccountGate>
    </ProfilePageFrame>
  );
}

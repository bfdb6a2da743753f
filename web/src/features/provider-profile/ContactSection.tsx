import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../shared/conversations/ContactButton';
import type { ProviderDetails } from './api';
import { telUrl, whatsappUrl } from './format';
import { PROVIDER_PROFILE_NS } from './i18n';
import { EmailIcon, PhoneIcon, WhatsAppIcon } from './icons';
import { ProfileSection } from './ProfileSection';

interface Channel {
  key: 'whatsapp' | 'phone' | 'email';
  href: string;
  icon: ReactNode;
  text: string;
  label: string;
  external: boolean;
}

/**
 * "Contacter": a conversation in the app (always offered), then only the ways of contact the
 * provider chose (`contact.whatsapp`, `.phone`, `.email`).
 */
export function ContactSection({ provider }: { provider: ProviderDetails }) {
  const { t } = useTranslation(PROVIDER_PROFILE_NS);
  const { whatsapp, phone, email } = provider.contact;
  const name = provider.displayName;
  const channels: Channel[] = [
    ...(whatsapp
      ? [
          {
            key: 'whatsapp' as const,
            href: whatsappUrl(whatsapp),
            icon: <WhatsAppIcon />,
            text: t('contact.whatsapp'),
            label: t('contact.whatsappLabel', { name, number: whatsapp }),
            external: true,
          },
        ]
      : []),
    ...(phone
      ? [
          {
            key: 'phone' as const,
            href: telUrl(phone),
            icon: <PhoneIcon />,
            text: phone,
            label: t('contact.phoneLabel', { name, number: phone }),
            external: false,
          },
        ]
      : []),
    ...(email
      ? [
          {
            key: 'email' as const,
            href: `mailto:${email}`,
            icon: <EmailIcon />,
            text: email,
            label: t('contact.emailLabel', { name, address: email }),
            external: false,
          },
        ]
      : []),
  ];
  return (
    <ProfileSection title={t('contact.title')} testId="provider-contact">
      <ContactButton
        subject={{ kind: 'provider', id: provider.id }}
        variant="contained"
        fullWidth
        testId="contact-provider"
      />
      {channels.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {t('contact.intro')}
        </Typography>
      )}
      {channels.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {channels.map((channel) => (
            <li key={channel.key}>
              <Button
                href={channel.href}
                startIcon={channel.icon}
                aria-label={channel.label}
                variant="text"
                data-testid={`contact-${channel.key}`}
                sx={{ textTransform: 'none', wordBreak: 'break-all', justifyContent: 'flex-start' }}
                {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {channel.text}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

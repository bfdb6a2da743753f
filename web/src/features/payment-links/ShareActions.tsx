import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { PAYMENT_LINKS_NS } from './i18n';
import { canShareNatively, smsHref, whatsappHref } from './share';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copy, WhatsApp, SMS and, where the browser offers it, the system's share sheet, each with the
 * same message: what is paid, how much, and the link.
 */
export function ShareActions({
  url,
  amountFCFA,
  description,
}: {
  url: string;
  amountFCFA: number;
  description: string;
}) {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  const [copy, setCopy] = useState<CopyState>('idle');
  const message = t('share.message', { description, amount: formatFCFA(amountFCFA), url });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const shareNatively = () => {
    // A dismissed share sheet rejects: nothing to report.
    navigator
      .share({ title: t('share.title', { description }), text: message, url })
      .catch(() => undefined);
  };

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('share.label')}
      >
        <Button size="small" variant="outlined" onClick={copyLink} data-testid="link-copy">
          {t('share.copy')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          href={whatsappHref(message)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="link-whatsapp"
        >
          {t('share.whatsapp')}
        </Button>
        <Button size="small" variant="outlined" href={smsHref(message)} data-testid="link-sms">
          {t('share.sms')}
        </Button>
        {canShareNatively() && (
          <Button size="small" variant="outlined" onClick={shareNatively} data-testid="link-share">
            {t('share.native')}
          </Button>
        )}
      </Stack>
      {copy !== 'idle' && (
        <Typography
          variant="body2"
          role="status"
          color={copy === 'copied' ? 'success.main' : 'error'}
        >
          {t(copy === 'copied' ? 'share.copied' : 'share.copyFailed')}
        </Typography>
      )}
    </Stack>
  );
}

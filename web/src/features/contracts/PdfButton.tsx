import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, LocalizedText } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import type { Translate } from './contractPdf';
import { CONTRACTS_NS } from './i18n';
import type { Contract } from './model';

/** The feature's texts in `language`, whatever the page language. */
function textsIn(language: Language): Translate {
  const t = i18n.getFixedT(language, CONTRACTS_NS);
  return (key, values) => t(key, { ...values });
}

/** "Download PDF": the PDF code (and jsPDF) load only when pressed. */
export function PdfButton({
  contract,
  categoryName,
}: {
  contract: Contract;
  categoryName: LocalizedText;
}) {
  const { t } = useTranslation(CONTRACTS_NS);
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      const { downloadContractPdf } = await import('./contractPdf');
      await downloadContractPdf({
        contract,
        categoryName,
        t: { fr: textsIn('fr'), en: textsIn('en') },
        generatedAt: new Date(),
      });
      setState('idle');
    } catch (error) {
      console.error('The contract PDF failed:', error);
      setState('failed');
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <Button variant="outlined" onClick={() => void download()} disabled={state === 'preparing'}>
        {state === 'preparing' ? t('pdf.preparing') : t('pdf.download')}
      </Button>
      {state === 'failed' && <Alert severity="error">{t('pdf.failed')}</Alert>}
    </Stack>
  );
}

import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFCFA, localize, type Language, type LocalizedText } from '@marketplace/domain';
import { CONTRACTS_NS } from './i18n';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { Section } from './layout';
import type { Contract, ContractParty } from './model';

interface Props {
  contract: Contract;
  party: ContractParty | null;
  categoryName: LocalizedText;
  language: Language;
}

/** The parties, the service and the priced lines the contract was drawn from. */
export function ContractSummary({ contract, party, categoryName, language }: Props) {
  const { t } = useTranslation(CONTRACTS_NS);
  const nameOf = (side: ContractParty, name: string) =>
    side === party ? t('parties.you', { name }) : name;
  const place = [contract.location.address, contract.location.city].filter(Boolean).join(', ');
  return (
    <>
      <Section title={t('parties.title')}>
        <DescriptionList
          rows={[
            [t('parties.customer'), nameOf('customer', contract.customerName)],
            [t('parties.provider'), nameOf('provider', contract.providerName)],
          ]}
        />
      </Section>
      <Section title={t('service.title')}>
        <DescriptionList
          rows={[
            [t('service.category'), localize(categoryName, language)],
            ...(contract.serviceTitle
              ? [
                  [t('service.service'), localize(contract.serviceTitle, language)] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(contract.description
              ? [[t('service.description'), contract.description] as [string, string]]
              : []),
            [t('service.location'), place],
          ]}
        />
      </Section>
      <Section title={t('price.title')}>
        <Stack
          component="ul"
          divider={<Divider component="li" />}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {contract.lineItems.map((line, index) => (
            <Box
              component="li"
              key={index}
              data-testid="contract-line"
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{line.label}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {line.quantity} × {formatFCFA(line.unitPriceFCFA)}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'nowrap' }}>
                {formatFCFA(line.quantity * line.unitPriceFCFA)}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Divider sx={{ my: 1 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('price.total')}</Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="contract-total">
            {formatFCFA(contract.totalFCFA)}
          </Typography>
        </Box>
      </Section>
    </>
  );
}

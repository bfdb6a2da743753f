import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_NAMES, formatFCFA } from '@marketplace/domain';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import {
  cardTestCases,
  groupedCardNumber,
  mobileTestCases,
  type MobileTestCase,
} from './paymentTestCases';
import { PaymentTestRow } from './paymentTestRow';
import { TEST_PRICE_FCFA } from './paymentTestRunner';
import { PAYMENT_TEST_NS } from './testI18n';

const MOBILE_CASES = mobileTestCases();
const CARD_CASES = cardTestCases();
const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

function TestTable({
  title,
  intro,
  headers,
  children,
}: {
  title: string;
  intro: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {/* At 360 px the table scrolls sideways rather than squeezing the numbers. */}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function MobileRow({ testCase }: { testCase: MobileTestCase }) {
  const { t } = useTranslation(PAYMENT_TEST_NS);
  const language = usePageLanguage();
  const operator = t(`operators.${testCase.method}`);
  const outcome = t(`outcomes.${testCase.expected}`);
  const code = testCase.code && t(testCase.code === 'right' ? 'codeRight' : 'codeWrong');
  return (
    <PaymentTestRow testCase={testCase} label={`${operator} ${testCase.national} — ${outcome}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {operator}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {COUNTRY_NAMES[testCase.country][language]}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={mono} data-testid="payment-test-number">
          {testCase.national}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={mono}>
          +{testCase.dialCode} {testCase.national}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{outcome}</Typography>
        {code && (
          <Typography variant="caption" color="textSecondary">
            {code}
          </Typography>
        )}
      </TableCell>
    </PaymentTestRow>
  );
}

/**
 * `/payment-test` (issue 15, public): the sandbox's test numbers and cards with their outcomes,
 * and a button per case that runs it against the api, as a payer would, showing it live.
 */
export default function PaymentTestPage() {
  const { t } = useTranslation(PAYMENT_TEST_NS);
  const column = (key: string) => t(`columns.${key}`);
  return (
    <Stack spacing={4} sx={{ py: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary">
          {t('intro', { price: formatFCFA(TEST_PRICE_FCFA) })}
        </Typography>
      </Box>
      <TestTable
        title={t('numbers.title')}
        intro={t('numbers.intro')}
        headers={['operator', 'number', 'expected', 'run'].map(column)}
      >
        {MOBILE_CASES.map((testCase) => (
          <MobileRow key={testCase.id} testCase={testCase} />
        ))}
      </TestTable>
      <TestTable
        title={t('cards.title')}
        intro={t('cards.intro')}
        headers={['card', 'expected', 'run'].map(column)}
      >
        {CARD_CASES.map((testCase) => {
          const number = groupedCardNumber(testCase.number);
          const outcome = t(`outcomes.${testCase.expected}`);
          return (
            <PaymentTestRow key={testCase.id} testCase={testCase} label={`${number} — ${outcome}`}>
              <TableCell>
                <Typography variant="body2" sx={mono} data-testid="payment-test-card">
                  {number}
                </Typography>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{outcome}</Typography>
              </TableCell>
            </PaymentTestRow>
          );
        })}
      </TestTable>
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormHelperText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@marketplace/domain';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { contractFailureOf, signContract, type ContractFailure } from './api';
import { hasValidSignature, isSignatureVoid, type ContractOffer } from './contractActions';
import { formatDateTime } from './format';
import { CONTRACTS_NS } from './i18n';
import { Section, useFieldMessage } from './layout';
import { CONTRACT_PARTIES, type Contract, type ContractParty } from './model';

interface Props {
  contract: Contract;
  party: ContractParty | null;
  offer: ContractOffer;
  language: Language;
  onSigned: () => void;
}

/** Both signatures (a void one marked so) and, for a party who may sign, the signing form. */
export function SignaturesSection({ contract, party, offer, language, onSigned }: Props) {
  const { t } = useTranslation(CONTRACTS_NS);
  const other = party === 'customer' ? 'provider' : 'customer';
  const waiting =
    party !== null &&
    contract.status === 'pending' &&
    hasValidSignature(contract, party) &&
    !hasValidSignature(contract, other);
  return (
    <Section title={t('signatures.title')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {CONTRACT_PARTIES.map((side) => (
            <SignatureCard key={side} contract={contract} side={side} language={language} />
          ))}
        </Stack>
        {waiting && <Typography color="textSecondary">{t('signatures.waitOther')}</Typography>}
        {offer.signAfterDrafting && <Alert severity="info">{t('signatures.waitTerms')}</Alert>}
        {offer.sign && <SignForm contract={contract} onSigned={onSigned} />}
      </Stack>
    </Section>
  );
}

function SignatureCard({
  contract,
  side,
  language,
}: {
  contract: Contract;
  side: ContractParty;
  language: Language;
}) {
  const { t } = useTranslation(CONTRACTS_NS);
  const signature = contract.signatures[side];
  const isVoid = isSignatureVoid(contract, side);
  return (
    <Paper
      variant="outlined"
      data-testid={`signature-${side}`}
      sx={{ p: 2, flex: 1, minWidth: 0, borderStyle: signature && !isVoid ? 'solid' : 'dashed' }}
    >
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t(`signatures.${side}`)}
      </Typography>
      {signature ? (
        <>
          <Typography sx={{ textDecoration: isVoid ? 'line-through' : 'none' }}>
            {t('signatures.signedBy', {
              name: signature.name,
              date: signature.signedAt ? formatDateTime(signature.signedAt, language) : '',
            })}
          </Typography>
          {isVoid && (
            <Chip
              color="warning"
              size="small"
              label={t('signatures.void')}
              // A long label wraps on a phone instead of being cut.
              sx={{ mt: 1, height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
            />
          )}
        </>
      ) : (
        <Typography color="textSecondary">{t('signatures.notSigned')}</Typography>
      )}
    </Paper>
  );
}

/**
 * The signer types their name and ticks that they agree to the terms on screen. The tick is
 * tied to the terms' hash at that moment: should the terms change while the page is open, the
 * box unticks itself, and the hash sent is always the one agreed to.
 */
function SignForm({ contract, onSigned }: { contract: Contract; onSigned: () => void }) {
  const { t } = useTranslation(CONTRACTS_NS);
  const message = useFieldMessage();
  const [name, setName] = useState('');
  const [agreedHash, setAgreedHash] = useState<string | null>(null);
  const [nameError, setNameError] = useState<FieldError>();
  const [agreeError, setAgreeError] = useState(false);
  const [failure, setFailure] = useState<ContractFailure | null>(null);
  const [signing, setSigning] = useState(false);
  const agreed = agreedHash === contract.termsHash;
  /** The hash of the terms agreed to, while they are still the ones on screen. */
  const agreedTo = agreed ? agreedHash : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signing) return;
    setFailure(null);
    const { validateSignature } = await import('./validation');
    const result = validateSignature(name, contract.termsHash);
    setNameError(result.ok ? undefined : result.errors);
    setAgreeError(agreedTo === null);
    if (!result.ok || agreedTo === null) return;
    setSigning(true);
    try {
      await signContract(contract.id, { name: result.value.name, termsHash: agreedTo });
      onSigned();
    } catch (error) {
      const reason = contractFailureOf(error);
      setFailure(reason);
      // They must read the new terms before agreeing again.
      if (reason === 'signatureMismatch') setAgreedHash(null);
      setSigning(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('signatures.signTitle')}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {t('signatures.signTitle')}
        </Typography>
        <Typography color="textSecondary">
          {t('signatures.signIntro', { version: contract.termsVersion })}
        </Typography>
        <TextField
          id="contract-signature-name"
          label={t('signatures.name')}
          required
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={Boolean(nameError)}
          helperText={message(nameError)}
          fullWidth
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => {
                  setAgreedHash(event.target.checked ? contract.termsHash : null);
                  setAgreeError(false);
                }}
              />
            }
            label={t('signatures.agree')}
          />
          {agreeError && <FormHelperText error>{t('signatures.mustAgree')}</FormHelperText>}
        </Box>
        {failure && (
          <Alert severity={failure === 'signatureMismatch' ? 'warning' : 'error'}>
            {t(`errors.${failure}`)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={signing}>
            {signing ? t('signatures.signing') : t('signatures.sign')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

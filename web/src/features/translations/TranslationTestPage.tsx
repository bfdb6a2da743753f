import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldText } from '@marketplace/domain';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import type { NamespaceCoverage } from './coverage';
import { TRANSLATIONS_NS } from './i18n';
import { loadCoverage } from './loadCoverage';

const LOOKUP_LIMIT = 50;

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; namespaces: NamespaceCoverage[] };

/** Spec §2 `/translation-test` (admin-only): French/English coverage of every namespace. */
export default function TranslationTestPage() {
  const { t } = useTranslation(TRANSLATIONS_NS);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [search, setSearch] = useState('');

  useEffect(() => {
    let active = true;
    loadCoverage().then(
      (namespaces) => active && setLoaded({ status: 'success', namespaces }),
      () => active && setLoaded({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, []);

  const matches = useMemo(() => {
    const query = foldText(search);
    if (loaded.status !== 'success' || query.length < 2) return [];
    return loaded.namespaces.flatMap(({ namespace, fr, en }) =>
      [...new Set([...fr.keys(), ...en.keys()])]
        .filter((key) =>
          [key, fr.get(key) ?? '', en.get(key) ?? ''].some((text) =>
            foldText(text).includes(query),
          ),
        )
        .map((key) => ({ id: `${namespace}:${key}`, fr: fr.get(key), en: en.get(key) })),
    );
  }, [loaded, search]);

  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {loaded.status === 'loading' && <PageSpinner />}
      {loaded.status === 'error' && <Alert severity="error">{t('error')}</Alert>}
      {loaded.status === 'success' && (
        <>
          <Typography data-testid="translation-summary">
            {t('summary', {
              namespaces: loaded.namespaces.length,
              keys: loaded.namespaces.reduce((sum, namespace) => sum + namespace.fr.size, 0),
            })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('table.namespace')}</TableCell>
                  <TableCell align="right">{t('table.french')}</TableCell>
                  <TableCell align="right">{t('table.english')}</TableCell>
                  <TableCell>{t('table.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loaded.namespaces.map((namespace) => (
                  <TableRow key={namespace.namespace}>
                    <TableCell component="th" scope="row">
                      <code>{namespace.namespace}</code>
                    </TableCell>
                    <TableCell align="right">{namespace.fr.size}</TableCell>
                    <TableCell align="right">{namespace.en.size}</TableCell>
                    <TableCell>
                      <CoverageStatus coverage={namespace} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <TextField
            label={t('lookup.label')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {foldText(search).length >= 2 && matches.length === 0 && (
            <Typography color="textSecondary">{t('lookup.empty')}</Typography>
          )}
          {matches.slice(0, LOOKUP_LIMIT).map((match) => (
            <Box key={match.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography variant="caption" component="p">
                <code>{match.id}</code>
              </Typography>
              <Typography lang="fr">FR · {match.fr ?? '—'}</Typography>
              <Typography lang="en">EN · {match.en ?? '—'}</Typography>
            </Box>
          ))}
          {matches.length > LOOKUP_LIMIT && (
            <Typography color="textSecondary">
              {t('lookup.more', { count: matches.length - LOOKUP_LIMIT })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

function CoverageStatus({ coverage }: { coverage: NamespaceCoverage }) {
  const { t } = useTranslation(TRANSLATIONS_NS);
  if (coverage.missingInEnglish.length === 0 && coverage.missingInFrench.length === 0) {
    return <Chip size="small" color="success" label={t('complete')} />;
  }
  return (
    <Stack spacing={0.5}>
      {coverage.missingInEnglish.length > 0 && (
        <Typography variant="body2" color="error">
          {t('missingEnglish', {
            count: coverage.missingInEnglish.length,
            keys: coverage.missingInEnglish.join(', '),
          })}
        </Typography>
      )}
      {coverage.missingInFrench.length > 0 && (
        <Typography variant="body2" color="error">
          {t('missingFrench', {
            count: coverage.missingInFrench.length,
            keys: coverage.missingInFrench.join(', '),
          })}
        </Typography>
      )}
    </Stack>
  );
}

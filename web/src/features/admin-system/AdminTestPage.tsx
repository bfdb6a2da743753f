import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ADMIN_SYSTEM_NS } from './i18n';
import { PROBE_IDS, PROBES, runProbe, type ProbeId, type ProbeResult } from './probes';
import { numberFormat } from '@marketplace/domain';

type Results = Partial<Record<ProbeId, ProbeResult>>;

function ProbeRow({ id, result }: { id: ProbeId; result: ProbeResult | 'running' | undefined }) {
  const { t } = useTranslation(ADMIN_SYSTEM_NS);
  const number = numberFormat(usePageLanguage() === 'en' ? 'en-GB' : 'fr-FR');
  const done = result !== undefined && result !== 'running' ? result : null;
  let chip;
  if (done) {
    chip = (
      <Chip
        size="small"
        color={done.ok ? 'success' : 'error'}
        label={t(done.ok ? 'test.pass' : 'test.fail')}
      />
    );
  } else {
    chip = <Chip size="small" label={t(result === 'running' ? 'test.running' : 'test.waiting')} />;
  }
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      data-testid={`probe-${id}`}
      data-result={done ? (done.ok ? 'pass' : 'fail') : (result ?? 'waiting')}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t(`test.probes.${id}.title`)}
        </Typography>
        {chip}
        {done && (
          <Typography variant="body2" color="textSecondary">
            {t('test.duration', { ms: number.format(done.durationMs) })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t(`test.probes.${id}.text`)}
      </Typography>
      {done && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t(`test.details.${done.detail}`, done.values ?? {})}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * /admin/test (admins): live probes run from this browser, one after the other: the session
 * the api sees, a read the rules must refuse, an admin-only api round trip, and a write read
 * back from the server. Each shows pass or fail, its duration and what it found.
 */
export default function AdminTestPage() {
  const { t } = useTranslation(ADMIN_SYSTEM_NS);
  const uid = signedInUser(useAuth().state)?.id ?? null;
  // Each run is a round: results of an older round are not shown (nor written, once left).
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ round: number; results: Results }>({
    round: -1,
    results: {},
  });

  useEffect(() => {
    if (!uid) return;
    let active = true;
    void (async () => {
      const results: Results = {};
      // One after the other: each probe's duration is its own, not shared with the others.
      for (const id of PROBE_IDS) {
        const result = await runProbe(PROBES[id], uid);
        if (!active) return;
        results[id] = result;
        setState({ round, results: { ...results } });
      }
    })();
    return () => {
      active = false;
    };
  }, [uid, round]);

  const results = state.round === round ? state.results : {};
  const finished = PROBE_IDS.flatMap((id) => results[id] ?? []);
  const running = uid !== null && finished.length < PROBE_IDS.length;
  const current = running ? PROBE_IDS[finished.length] : undefined;
  const failed = finished.filter((result) => !result.ok).length;
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('test.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('test.intro')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {!running && finished.length === PROBE_IDS.length && (
          <Alert severity={failed === 0 ? 'success' : 'error'} data-testid="test-summary">
            {failed === 0 ? t('test.allPassed') : t('test.someFailed', { count: failed })}
          </Alert>
        )}
      </Box>
      <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
        {PROBE_IDS.map((id) => (
          <ProbeRow key={id} id={id} result={id === current ? 'running' : results[id]} />
        ))}
      </Stack>
      <Button variant="contained" onClick={() => setRound((value) => value + 1)} loading={running}>
        {t('test.runAgain')}
      </Button>
    </Box>
  );
}

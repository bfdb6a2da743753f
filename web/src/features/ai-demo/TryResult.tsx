import {
  Box,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { SUPPORT_CHAT, type SupportTryResponse } from '@marketplace/domain';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { AI_DEMO_NS } from './i18n';

function RawJson({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 12,
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** One try: who answered and how fast, the answer, the passages, the raw exchange. */
export function TryResult({
  result,
  roundTripMs,
}: {
  result: SupportTryResponse;
  roundTripMs: number;
}) {
  const { t } = useTranslation(AI_DEMO_NS);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ai-demo-result" sx={{ p: 2 }}>
      <Typography id="ai-demo-result" variant="h6" component="h2" gutterBottom>
        {t('result.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      >
        <Chip
          data-testid="answerer"
          color={result.answerer === 'gemini' ? 'secondary' : 'primary'}
          label={`${t('result.answerer')} : ${t(`result.answerers.${result.answerer}`)}`}
        />
        <Typography variant="body2" data-testid="server-latency">
          {t('result.serverLatency', { ms: result.latencyMs })}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('result.roundTrip', { ms: roundTripMs })}
        </Typography>
      </Stack>
      {result.fallbackReason && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('result.fallback', { reason: result.fallbackReason })}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {t('result.answer')}
      </Typography>
      <Typography data-testid="answer" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {result.response.message}
      </Typography>
      {result.response.links.length > 0 && (
        <Stack component="ul" sx={{ pl: 2, mt: 0 }} aria-label={t('result.links')}>
          {result.response.links.map((link) => (
            <li key={link.path}>
              <Link component={LocalizedLink} to={link.path}>
                {link.label}
              </Link>
            </li>
          ))}
        </Stack>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('result.passages')}
      </Typography>
      {result.passages.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('result.noPassages')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('result.passages')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('result.score')}</TableCell>
                <TableCell>{t('result.page')}</TableCell>
                <TableCell>{t('result.excerpt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.passages.map((passage) => (
                <TableRow key={passage.articleId} data-testid="passage">
                  <TableCell>{passage.score.toFixed(2)}</TableCell>
                  <TableCell>
                    {passage.link ? (
                      <Link component={LocalizedLink} to={passage.link}>
                        {passage.title}
                      </Link>
                    ) : (
                      passage.title
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>{passage.excerpt}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <RawJson
          title={t('result.request', { path: SUPPORT_CHAT.tryApi })}
          value={result.request}
        />
        <RawJson title={t('result.response')} value={result.response} />
      </Stack>
    </Paper>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  SUPPORT_CHAT,
  type ChatMessage,
  type SupportLanguage,
  type SupportTryResponse,
} from '@marketplace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { tryAssistant, tryFailureOf } from './api';
import { AI_DEMO_NS } from './i18n';
import { TryResult } from './TryResult';

const SAMPLES = ['payment', 'intent', 'english', 'unknown', 'injection'] as const;

const chatMessage = (content: string, sender: ChatMessage['sender']): ChatMessage => ({
  id: crypto.randomUUID(),
  content,
  sender,
  timestamp: new Date().toISOString(),
});

/**
 * `/admin/ai-demo` (issue 17 §5, the AI API demo module): the support assistant tried from an
 * admin page, with everything the widget hides.
 */
export default function AiDemoPage() {
  const { t } = useTranslation(AI_DEMO_NS);
  const [question, setQuestion] = useState('');
  const [language, setLanguage] = useState<SupportLanguage>(usePageLanguage());
  const [keepHistory, setKeepHistory] = useState(true);
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ value: SupportTryResponse; roundTripMs: number } | null>(
    null,
  );
  const [failure, setFailure] = useState<ReturnType<typeof tryFailureOf> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    const conversationHistory = keepHistory ? history.slice(-SUPPORT_CHAT.historySent) : [];
    const started = performance.now();
    try {
      const value = await tryAssistant({ message: question, conversationHistory, language });
      setResult({ value, roundTripMs: Math.round(performance.now() - started) });
      setHistory((previous) => [
        ...previous,
        chatMessage(value.request.message, 'user'),
        chatMessage(value.response.message, 'assistant'),
      ]);
      setQuestion('');
    } catch (error) {
      setFailure(tryFailureOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </div>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="textSecondary">
            {t('samplesTitle')}
          </Typography>
          {SAMPLES.map((sample) => (
            <Chip
              key={sample}
              size="small"
              variant="outlined"
              label={t(`samples.${sample}`)}
              onClick={() => setQuestion(t(`samples.${sample}`))}
            />
          ))}
        </Stack>
        <TextField
          label={t('question')}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: SUPPORT_CHAT.messageMax } }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as SupportLanguage)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="fr">{t('languages.fr')}</MenuItem>
            <MenuItem value="en">{t('languages.en')}</MenuItem>
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={keepHistory}
                onChange={(event) => setKeepHistory(event.target.checked)}
              />
            }
            label={t('keepHistory')}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={sending || question.trim() === ''}>
            {sending ? t('sending') : t('send')}
          </Button>
          <Button
            onClick={() => {
              setHistory([]);
              setResult(null);
            }}
            disabled={history.length === 0}
          >
            {t('clear')}
          </Button>
        </Stack>
      </Stack>
      {failure && (
        <Alert severity="error">
          {t(`errors.${failure.key}`, { status: failure.status ?? '' })}
        </Alert>
      )}
      {result && <TryResult result={result.value} roundTripMs={result.roundTripMs} />}
    </Stack>
  );
}
